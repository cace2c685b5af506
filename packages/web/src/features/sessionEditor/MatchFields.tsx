import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { SessionFormValues } from './sessionForm';

type MatchValues = Pick<SessionFormValues, 'matchName' | 'opponent' | 'score' | 'opponentScore'>;

/** A match's name, opponent and score (both scores or neither: the server says so). */
export function MatchFields({
  values,
  onChange,
}: {
  values: MatchValues;
  onChange: (change: Partial<MatchValues>) => void;
}) {
  const field = (name: keyof MatchValues, label: string, extra = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      size="small"
      fullWidth
      {...extra}
    />
  );
  const score = { type: 'number', slotProps: { htmlInput: { min: 0, max: 999, step: 1 } } };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>{field('matchName', 'Match name')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{field('opponent', 'Opponent')}</Grid>
      <Grid size={6}>{field('score', 'Score', score)}</Grid>
      <Grid size={6}>{field('opponentScore', 'Opponent score', score)}</Grid>
    </Grid>
  );
}
