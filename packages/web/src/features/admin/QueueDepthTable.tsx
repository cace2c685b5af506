import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { SortableTable } from '../../components/table/SortableTable';
import { useSortedTable } from '../../components/table/useSortedTable';
import type { SystemHealthQueryQuery } from '../../gql/graphql';

type QueueDepth = NonNullable<SystemHealthQueryQuery['admin']>['systemHealth']['queues'][number];

const COLUMNS: ColumnDef<QueueDepth>[] = [
  { id: 'queue', header: 'Queue', accessorFn: (queue) => queue.queue },
  { id: 'created', header: 'Waiting', accessorFn: (queue) => queue.created },
  { id: 'retry', header: 'Retrying', accessorFn: (queue) => queue.retry },
  { id: 'active', header: 'Running', accessorFn: (queue) => queue.active },
  { id: 'completed', header: 'Completed', accessorFn: (queue) => queue.completed },
  { id: 'failed', header: 'Failed', accessorFn: (queue) => queue.failed },
];

/** Each job queue's jobs by state. */
export function QueueDepthTable({ queues }: { queues: readonly QueueDepth[] }) {
  const data = useMemo(() => [...queues], [queues]);
  const table = useSortedTable({
    data,
    columns: COLUMNS,
    sortedBy: 'queue',
    ascending: true,
    getRowId: (queue) => queue.queue,
  });
  return <SortableTable table={table} aria-label="Queues" textColumns={['queue']} />;
}
