import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { WHOLE_MATCH } from './matchDetailsRows';

export interface MatchPeriodSelectProps {
  /** WHOLE_MATCH or a period's id. */
  value: string;
  onChange: (windowId: string) => void;
  /** The match definition's name: 'Whole Match'. */
  matchName: string;
  periods: readonly { id: string; name: string }[];
  minWidth: number;
}

/** 'Period': the whole match or one of its periods, for the match report's cards. */
export function MatchPeriodSelect({
  value,
  onChange,
  matchName,
  periods,
  minWidth,
}: MatchPeriodSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Period"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth }}
    >
      <MenuItem value={WHOLE_MATCH}>Whole {matchName}</MenuItem>
      {periods.map((period) => (
        <MenuItem key={period.id} value={period.id}>
          {period.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
