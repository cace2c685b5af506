import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { WallClock } from '../../lib/clubTime';

export interface WallClockFieldsProps {
  /** 'Start' or 'End': the inputs read 'Start date' and 'Start time'. */
  label: string;
  value: WallClock;
  onChange: (value: WallClock) => void;
  /** The server's message about this moment, shown under it. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A date and a time as the club's clock reads them (docs/product/importing.md §1): the
 * browser's own date and time inputs, which a phone shows as its pickers.
 */
export function WallClockFields({ label, value, onChange, error, disabled }: WallClockFieldsProps) {
  return (
    <Box role="group" aria-label={label}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          type="date"
          label={`${label} date`}
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
          required
          size="small"
          disabled={disabled}
          error={Boolean(error)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 150px', minWidth: 0 }}
        />
        <TextField
          type="time"
          label={`${label} time`}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          required
          size="small"
          disabled={disabled}
          error={Boolean(error)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 110px', minWidth: 0 }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
