import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { GridColumnFilter as Filter } from '@touchline/domain';
import { useMemo, useState } from 'react';
import type { GridColumn } from './gridColumns';

/** Text columns with at most this many values are filtered by choosing them. */
const MAX_SET_CHOICES = 30;
const inputSx = {
  fontSize: 13,
  px: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 0.5,
  width: '100%',
  bgcolor: 'background.paper',
} as const;

export interface GridColumnFilterProps {
  column: GridColumn;
  filter: Filter | null;
  /** The column's new filter, or null to filter nothing. */
  onChange: (filter: Filter | null) => void;
}

/** The filter under a column's header: a range for metrics, values to choose or a text to contain. */
export function GridColumnFilter({ column, filter, onChange }: GridColumnFilterProps) {
  if (column.kind === 'metric')
    return (
      <RangeFilter
        column={column}
        filter={filter?.kind === 'range' ? filter : null}
        onChange={onChange}
      />
    );
  const { encoded } = column;
  if (
    encoded.kind !== 'number' &&
    (column.kind === 'date' || encoded.dictionary.length <= MAX_SET_CHOICES)
  )
    return (
      <SetFilter
        column={column}
        values={filter?.kind === 'set' ? filter.values : []}
        onChange={onChange}
      />
    );
  return (
    <ContainsFilter
      column={column}
      filter={filter?.kind === 'text' ? filter : null}
      onChange={onChange}
    />
  );
}

function ContainsFilter({
  column,
  filter,
  onChange,
}: {
  column: GridColumn;
  filter: Extract<Filter, { kind: 'text' }> | null;
  onChange: (filter: Filter | null) => void;
}) {
  const [contains, setContains] = useState(filter?.contains ?? '');
  return (
    <InputBase
      value={contains}
      placeholder="Contains…"
      inputProps={{ 'aria-label': `Filter ${column.name}` }}
      onChange={(event) => {
        setContains(event.target.value);
        const text = event.target.value.trim();
        onChange(text ? { id: column.id, kind: 'text', contains: text } : null);
      }}
      sx={inputSx}
    />
  );
}

function SetFilter({
  column,
  values,
  onChange,
}: {
  column: GridColumn;
  values: string[];
  onChange: (filter: Filter | null) => void;
}) {
  const choices = useMemo(() => setChoices(column), [column]);
  const labelOf = (value: string) => (value === '' ? '-' : column.label(value));
  return (
    <Select
      multiple
      displayEmpty
      value={values}
      variant="standard"
      disableUnderline
      inputProps={{ 'aria-label': `Filter ${column.name}` }}
      renderValue={(chosen) =>
        chosen.length === 0
          ? 'All'
          : chosen.length === 1
            ? labelOf(chosen[0]!)
            : `${chosen.length} chosen`
      }
      onChange={(event) => {
        const chosen = event.target.value as string[];
        onChange(chosen.length > 0 ? { id: column.id, kind: 'set', values: chosen } : null);
      }}
      sx={inputSx}
      MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
    >
      {choices.map((value) => (
        <MenuItem key={value} value={value} dense>
          {labelOf(value)}
        </MenuItem>
      ))}
    </Select>
  );
}

/** The column's values in order, the blank value ('-') last when some row has none. */
function setChoices(column: GridColumn): string[] {
  const encoded = column.encoded;
  if (encoded.kind === 'number') return [];
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const texts = encoded.dictionary.filter((text) => text !== '').sort(collator.compare);
  const hasBlank =
    encoded.kind === 'text'
      ? encoded.dictionary.includes('')
      : encoded.offsets.some((offset, row) => row > 0 && offset === encoded.offsets[row - 1]);
  return hasBlank ? [...texts, ''] : texts;
}

function RangeFilter({
  column,
  filter,
  onChange,
}: {
  column: GridColumn;
  filter: Extract<Filter, { kind: 'range' }> | null;
  onChange: (filter: Filter | null) => void;
}) {
  const [bounds, setBounds] = useState({
    min: filter?.min?.toString() ?? '',
    max: filter?.max?.toString() ?? '',
  });
  const parse = (text: string) => (text.trim() === '' ? null : Number(text));
  const min = parse(bounds.min);
  const max = parse(bounds.max);
  const invalid =
    Number.isNaN(min) || Number.isNaN(max) || (min !== null && max !== null && min > max);
  const change = (next: typeof bounds) => {
    setBounds(next);
    const low = parse(next.min);
    const high = parse(next.max);
    if (Number.isNaN(low) || Number.isNaN(high)) return;
    if (low !== null && high !== null && low > high) return;
    onChange(
      low === null && high === null ? null : { id: column.id, kind: 'range', min: low, max: high },
    );
  };
  return (
    <div style={{ display: 'flex', gap: 4 }}>
      {(['min', 'max'] as const).map((bound) => (
        <InputBase
          key={bound}
          value={bounds[bound]}
          placeholder={bound === 'min' ? 'Min' : 'Max'}
          error={invalid}
          inputProps={{
            'aria-label': `${bound === 'min' ? 'Minimum' : 'Maximum'} ${column.name}`,
            inputMode: 'decimal',
          }}
          onChange={(event) => change({ ...bounds, [bound]: event.target.value })}
          sx={{ ...inputSx, ...(invalid && { borderColor: 'error.main' }) }}
        />
      ))}
    </div>
  );
}
