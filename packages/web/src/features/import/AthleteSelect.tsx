import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NOBODY } from './reviewTracks';

const CHOOSE_AN_ATHLETE = 'Choose an athlete';
const NOBODY_LABEL = 'Nobody (leave out)';

export interface AthleteSelectProps {
  /** What it is for, e.g. the name in the file: the select's accessible name. */
  label: string;
  /** An athlete's id, NOBODY, or '' for none chosen yet. */
  value: string;
  athletes: readonly { id: string; name: string }[];
  disabled: boolean;
  onChange: (athleteId: string | null) => void;
}

/** The current squad, plus 'Nobody (leave out)'; 'Choose an athlete' until one is. */
export function AthleteSelect({ label, value, athletes, disabled, onChange }: AthleteSelectProps) {
  const nameOf = (id: string) =>
    id === NOBODY ? NOBODY_LABEL : (athletes.find((athlete) => athlete.id === id)?.name ?? '');
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value}
      disabled={disabled}
      error={value === '' && !disabled}
      onChange={(event) => onChange(event.target.value === NOBODY ? null : event.target.value)}
      slotProps={{
        select: {
          // Named by what it is for: MUI would name it by the athlete it shows.
          SelectDisplayProps: { 'aria-label': label, 'aria-labelledby': undefined },
          displayEmpty: true,
          renderValue: (chosen) => (chosen === '' ? CHOOSE_AN_ATHLETE : nameOf(String(chosen))),
        },
      }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value={NOBODY}>{NOBODY_LABEL}</MenuItem>
      {athletes.map((athlete) => (
        <MenuItem key={athlete.id} value={athlete.id}>
          {athlete.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
