import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { UnitSystem } from '@touchline/domain';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { athleteTableColumns } from './athleteTableColumns';
import type { AthleteMetricsRow } from './reportAthlete';

export interface AthleteMetricsTableProps {
  rows: readonly AthleteMetricsRow[];
  unitSystem: UnitSystem;
  showRawTopSpeed: boolean;
  'aria-label': string;
}

/** Every athlete's metrics, sortable by any column, descending first (spec 01 §2.7). */
export function AthleteMetricsTable({
  rows,
  unitSystem,
  showRawTopSpeed,
  'aria-label': ariaLabel,
}: AthleteMetricsTableProps) {
  const columns = useMemo(
    () => athleteTableColumns(unitSystem, showRawTopSpeed),
    [unitSystem, showRawTopSpeed],
  );
  const [sorting, setSorting] = useState<SortingState>([{ id: 'totalDistanceM', desc: true }]);
  const data = useMemo(() => [...rows], [rows]);
  // TanStack Table's API object changes every render; the React Compiler rightly skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => row.athlete.id,
  });
  return (
    <TableContainer>
      <Table size="small" aria-label={ariaLabel}>
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <TableCell
                    key={header.id}
                    align={header.column.id === 'athlete' ? 'left' : 'right'}
                    sortDirection={sorted || false}
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                  >
                    <TableSortLabel
                      active={sorted !== false}
                      direction={sorted || (header.column.id === 'athlete' ? 'asc' : 'desc')}
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
                  align={cell.column.id === 'athlete' ? 'left' : 'right'}
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
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
