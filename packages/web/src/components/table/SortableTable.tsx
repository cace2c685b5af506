import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { flexRender, type Table as TanStackTable } from '@tanstack/react-table';

/** The column holding the athlete reads left-aligned; every figure is right-aligned. */
const LEFT_COLUMN_IDS: readonly string[] = ['athlete'];

/**
 * Cells as narrow as they can be, so a report's nine athlete columns fit beside the side
 * panels from a 1280 px window up: headers wrap between words, only the active sort shows
 * its arrow, figures stay on one line and the athlete's name may wrap.
 */
const compactCells = {
  '& .MuiTableCell-root': { px: 0.5, fontSize: 13 },
  '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
} as const;

/** A compact MUI table for a TanStack table: every header sorts, figures use tabular numerals. */
export function SortableTable<Row>({
  table,
  'aria-label': ariaLabel,
  textColumnIds = LEFT_COLUMN_IDS,
}: {
  table: TanStackTable<Row>;
  'aria-label': string;
  /** The columns of text (left-aligned, wrapping); the others hold figures. */
  textColumnIds?: readonly string[];
}) {
  const align = (columnId: string) => (textColumnIds.includes(columnId) ? 'left' : 'right');
  return (
    <TableContainer>
      <Table size="small" aria-label={ariaLabel} sx={compactCells}>
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <TableCell
                    key={header.id}
                    align={align(header.column.id)}
                    sortDirection={sorted || false}
                    sx={{ fontWeight: 700, lineHeight: 1.3, verticalAlign: 'bottom' }}
                  >
                    <TableSortLabel
                      active={sorted !== false}
                      direction={sorted || header.column.getFirstSortDir()}
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id} hover>
              {row.getVisibleCells().map((cell) => (
                <TableCell
                  key={cell.id}
                  align={align(cell.column.id)}
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    whiteSpace: textColumnIds.includes(cell.column.id) ? 'normal' : 'nowrap',
                  }}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
