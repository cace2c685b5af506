import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface MappingSelectProps {
  label: string;
  value: string;
  /** Value and label of each choice. */
  options: readonly (readonly [string, string])[];
  /** An optional choice offers 'None' (''). */
  optional?: boolean;
  required?: boolean;
  onChange: (value: string) => void;
}

/** One choice of the Map columns dialog: a column, a format or a unit. */
export function MappingSelect({
  label,
  value,
  options,
  optional,
  required,
  onChange,
}: MappingSelectProps) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      required={required}
      onChange={(event) => onChange(event.target.value)}
    >
      {optional && <MenuItem value="">None</MenuItem>}
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
