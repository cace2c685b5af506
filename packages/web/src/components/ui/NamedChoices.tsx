import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Named {
  id: string;
  name: string;
}

/** Several of a list of named things (groups, athletes), chosen by name and kept as ids. */
export function NamedChoices({
  label,
  options,
  chosenIds,
  onChange,
}: {
  label: string;
  options: readonly Named[];
  chosenIds: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <Autocomplete
      multiple
      options={[...options]}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={options.filter((option) => chosenIds.includes(option.id))}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  );
}
