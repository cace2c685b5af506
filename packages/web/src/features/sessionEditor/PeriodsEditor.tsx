import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WallClockFields } from '../../components/ui/WallClockFields';
import type { WallClock } from '../../lib/clubTime';
import type { PeriodValues } from './sessionForm';

export interface PeriodsEditorProps {
  periods: readonly PeriodValues[];
  /** Where a new period starts and ends: the session's end, for the person to move. */
  sessionEnd: WallClock;
  errors: readonly string[] | undefined;
  onChange: (periods: PeriodValues[]) => void;
}

/** A match's periods: Name, Start, End, with 'Add period' (docs/product/importing.md §1). */
export function PeriodsEditor({ periods, sessionEnd, errors, onChange }: PeriodsEditorProps) {
  const change = (index: number, period: PeriodValues) =>
    onChange(periods.map((other, k) => (k === index ? period : other)));
  return (
    <Box role="group" aria-label="Periods">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Periods
      </Typography>
      {periods.map((period, index) => (
        <Paper
          key={index}
          variant="outlined"
          role="group"
          aria-label={`Period ${index + 1}`}
          sx={{ p: 1.5, mb: 1, display: 'grid', gap: 1.5 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              label="Name"
              value={period.name}
              onChange={(event) => change(index, { ...period, name: event.target.value })}
              required
              size="small"
              fullWidth
            />
            <IconButton
              aria-label={`Remove ${period.name || `period ${index + 1}`}`}
              onClick={() => onChange(periods.filter((_, k) => k !== index))}
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
          <WallClockFields
            label="Start"
            value={period.start}
            onChange={(start) => change(index, { ...period, start })}
          />
          <WallClockFields
            label="End"
            value={period.end}
            onChange={(end) => change(index, { ...period, end })}
          />
        </Paper>
      ))}
      {errors?.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
      <Button
        startIcon={<AddRounded />}
        onClick={() =>
          onChange([
            ...periods,
            {
              name: '',
              start: periods.at(-1)?.end ?? sessionEnd,
              end: sessionEnd,
            },
          ])
        }
      >
        Add period
      </Button>
    </Box>
  );
}
