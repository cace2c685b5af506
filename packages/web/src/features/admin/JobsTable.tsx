import Button from '@mui/material/Button';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { SortableTable } from '../../components/table/SortableTable';
import { useSortedTable } from '../../components/table/useSortedTable';
import type { AdminJobFieldsFragment } from '../../gql/graphql';
import { formatAt } from './formatAt';

/** pg-boss jobs with their times and errors; failed ones offer 'Retry' when `onRetry` is given. */
export function JobsTable({
  jobs,
  label,
  onRetry,
}: {
  jobs: readonly AdminJobFieldsFragment[];
  label: string;
  onRetry?: (job: AdminJobFieldsFragment) => void;
}) {
  const columns = useMemo<ColumnDef<AdminJobFieldsFragment>[]>(
    () => [
      { id: 'queue', header: 'Queue', accessorFn: (job) => job.queue },
      { id: 'state', header: 'State', accessorFn: (job) => job.state },
      { id: 'retries', header: 'Retries', accessorFn: (job) => job.retryCount },
      {
        id: 'created',
        header: 'Created',
        accessorFn: (job) => job.createdAt,
        cell: ({ row }) => formatAt(row.original.createdAt),
      },
      {
        id: 'started',
        header: 'Started',
        accessorFn: (job) => job.startedAt ?? '',
        cell: ({ row }) => formatAt(row.original.startedAt),
      },
      {
        id: 'completed',
        header: 'Completed',
        accessorFn: (job) => job.completedAt ?? '',
        cell: ({ row }) => formatAt(row.original.completedAt),
      },
      { id: 'error', header: 'Error', accessorFn: (job) => job.error ?? '' },
      ...(onRetry
        ? [
            {
              id: 'retry',
              header: '',
              enableSorting: false,
              cell: ({ row }) =>
                row.original.state === 'failed' ? (
                  <Button size="small" onClick={() => onRetry(row.original)}>
                    Retry
                  </Button>
                ) : null,
            } satisfies ColumnDef<AdminJobFieldsFragment>,
          ]
        : []),
    ],
    [onRetry],
  );
  const data = useMemo(() => [...jobs], [jobs]);
  const table = useSortedTable({ data, columns, sortedBy: 'created', getRowId: (job) => job.id });
  return (
    <SortableTable table={table} aria-label={label} textColumns={['queue', 'state', 'error']} />
  );
}
