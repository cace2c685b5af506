import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
  type TableOptions,
} from '@tanstack/react-table';
import { useState } from 'react';

/** A TanStack table sorted by one column (descending unless `ascending`), until the person sorts it otherwise. */
export function useSortedTable<Row>({
  data,
  columns,
  sortedBy,
  ascending = false,
  getRowId,
}: {
  /** A stable array: TanStack caches each row's values by its identity. */
  data: Row[];
  columns: TableOptions<Row>['columns'];
  /** The column sorted first, highest first. */
  sortedBy: string;
  /** Lowest (or A) first instead, e.g. for names. */
  ascending?: boolean;
  getRowId: (row: Row) => string;
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
