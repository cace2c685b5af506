import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { FilterableField, FilterOption } from '@touchline/domain';
import { filterOptionLabel } from './filterFieldLabels';

export interface FilterOptionListProps {
  field: FilterableField;
  /** Its group's name, e.g. 'Session Types'. */
  label: string;
  options: readonly FilterOption[];
  onSelectAll: () => void;
  onToggle: (value: string) => void;
  /** How a value reads, e.g. a date in the locale's format. */
  optionLabel?: (value: string) => string;
}

/**
 * A multi-select's list (docs/product/reporting.md §2): 'Select All', then every option;
 * options no row reaches under the other filters are greyed '(excluded by other filters)'.
 */
export function FilterOptionList({
  field,
  label,
  options,
  onSelectAll,
  onToggle,
  optionLabel = (value) => value,
}: FilterOptionListProps) {
  const selected = options.filter((option) => option.selected).length;
  return (
    <List dense disablePadding aria-label={label} sx={{ maxHeight: 280, overflowY: 'auto' }}>
      <ListItem disablePadding>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={options.length > 0 && selected === options.length}
              indeterminate={selected > 0 && selected < options.length}
              onChange={onSelectAll}
            />
          }
          label={<Typography sx={{ fontWeight: 600 }}>Select All</Typography>}
        />
      </ListItem>
      {options.map((option) => {
        const text = option.value === '' ? filterOptionLabel(field, '') : optionLabel(option.value);
        return (
          <ListItem key={option.value} disablePadding>
            <FormControlLabel
              sx={{ color: option.excluded ? 'text.disabled' : undefined }}
              control={
                <Checkbox
                  size="small"
                  checked={option.selected}
                  onChange={() => onToggle(option.value)}
                />
              }
              label={option.excluded ? `${text} (excluded by other filters)` : text}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
