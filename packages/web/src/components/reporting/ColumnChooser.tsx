import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ChoosableColumn {
  id: string;
  name: string;
  /** '#rrggbb': the checkbox in the column's colour (a chart's series); the theme's without. */
  color?: string;
}

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  isChosen: (columnId: string) => boolean;
  onToggle: (columnId: string) => void;
  /** The group's name, e.g. 'Columns' or 'Y-Axis Data Fields (SERIES)'. */
  'aria-label': string;
  sx?: SxProps<Theme>;
}

/**
 * A checkbox per column, to choose the ones shown: the CSV Builder's grid columns,
 * a report chart's series.
 */
export function ColumnChooser({
  columns,
  isChosen,
  onToggle,
  'aria-label': label,
  sx,
}: ColumnChooserProps) {
  return (
    <Stack role="group" aria-label={label} sx={sx}>
      {columns.map((column) => (
        <FormControlLabel
          key={column.id}
          label={column.name}
          control={
            <Checkbox
              size="small"
              checked={isChosen(column.id)}
              onChange={() => onToggle(column.id)}
              // Inline, checked or not: one checkbox style for every colour (a class per
              // colour made the styles of a whole checkbox for each of a dataset's columns).
              style={column.color ? { color: column.color } : undefined}
            />
          }
        />
      ))}
    </Stack>
  );
}
