import Box from '@mui/material/Box';
import { formatGridNumber } from './gridColumns';
import type { SelectionTotals } from './gridSelection';

export interface GridStatusBarProps {
  rowCount: number;
  filteredCount: number;
  totals: SelectionTotals | null;
}

/** 'Rows: N', 'Filtered: M' and, for selected numbers, their 'Sum' and 'Average'. */
export function GridStatusBar({ rowCount, filteredCount, totals }: GridStatusBarProps) {
  const parts = [
    `Rows: ${formatGridNumber(rowCount)}`,
    `Filtered: ${formatGridNumber(filteredCount)}`,
    ...(totals
      ? [`Sum: ${formatGridNumber(totals.sum)}`, `Average: ${formatGridNumber(totals.average)}`]
      : []),
  ];
  return (
    <Box
      role="status"
      aria-label="Table status"
      sx={{
        display: 'flex',
        gap: 3,
        px: 1.5,
        py: 0.75,
        typography: 'body2',
        fontSize: 13,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'grey.50',
      }}
    >
      {parts.map((part) => (
        <span key={part.split(':')[0]}>{part}</span>
      ))}
    </Box>
  );
}
