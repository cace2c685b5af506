import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
  type TableOptions,
} from '@tanstack/react-table';
import { useState } from 'react';

/** A TanStack table sorted by one column (descending unless asked), until the person sorts it otherwise. */
export function useSortedTable<Row>({
  data,
  columns,
  sortedBy,
  getRowId,
  ascending = false,
}: {
  /** A stable array: TanStack caches each row's values by its identity. */
  data: Row[];
  columns: TableOptions<Row>['columns'];
  /** The column sorted first. */
  sortedBy: string;
  getRowId: (row: Row) => string;
  /** Lowest (A to Z) first instead. */
  ascending?: boolean;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: sortedBy, desc: !ascending }]);
  // TanStack Table's API object changes every render; the React Compiler rightly skips this hook.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId,
  });
}
