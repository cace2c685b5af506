import Link from '@mui/material/Link';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { SortableTable } from '../../components/table/SortableTable';
import { useSortedTable } from '../../components/table/useSortedTable';
import type { SessionDiagnosticsFieldsFragment } from '../../gql/graphql';
import { formatAt } from './formatAt';

type RawTrack = SessionDiagnosticsFieldsFragment['rawTracks'][number];

const figure = (value: number | null, digits = 0) => (value === null ? '—' : value.toFixed(digits));

/** What processing saw of each raw track: importer, samples, rate, gaps, span and warnings. */
export function RawTracksTable({ tracks }: { tracks: readonly RawTrack[] }) {
  const columns = useMemo<ColumnDef<RawTrack>[]>(
    () => [
      { id: 'athlete', header: 'Athlete', accessorFn: (track) => track.athleteName },
      { id: 'importer', header: 'Importer', accessorFn: (track) => track.importer },
      { id: 'status', header: 'Status', accessorFn: (track) => track.status },
      {
        id: 'samples',
        header: 'Samples',
        accessorFn: (track) => track.sampleCount ?? -1,
        cell: ({ row }) => figure(row.original.sampleCount),
      },
      {
        id: 'rate',
        header: 'Rate (Hz)',
        accessorFn: (track) => track.samplingRateHz ?? -1,
        cell: ({ row }) => figure(row.original.samplingRateHz, 1),
      },
      {
        id: 'gaps',
        header: 'Gaps',
        accessorFn: (track) => track.gapCount ?? -1,
        cell: ({ row }) => figure(row.original.gapCount),
      },
      {
        id: 'longestGap',
        header: 'Longest Gap (s)',
        accessorFn: (track) => track.longestGapSeconds ?? -1,
        cell: ({ row }) => figure(row.original.longestGapSeconds, 1),
      },
      {
        id: 'first',
        header: 'First Sample',
        accessorFn: (track) => track.firstSampleAt ?? '',
        cell: ({ row }) => formatAt(row.original.firstSampleAt),
      },
      {
        id: 'last',
        header: 'Last Sample',
        accessorFn: (track) => track.lastSampleAt ?? '',
        cell: ({ row }) => formatAt(row.original.lastSampleAt),
      },
      {
        id: 'warnings',
        header: 'Warnings',
        accessorFn: (track) => track.warnings.map((w) => `${w.code}: ${w.message}`).join('; '),
      },
      {
        id: 'file',
        header: 'File',
        accessorFn: (track) => track.fileName,
        cell: ({ row }) => (
          <Link href={row.original.downloadUrl} download>
            {row.original.fileName}
          </Link>
        ),
      },
    ],
    [],
  );
  const data = useMemo(() => [...tracks], [tracks]);
  const table = useSortedTable({
    data,
    columns,
    sortedBy: 'athlete',
    ascending: true,
    getRowId: (track) => track.id,
  });
  return (
    <SortableTable
      table={table}
      aria-label="Raw tracks"
      textColumns={['athlete', 'importer', 'status', 'warnings', 'file']}
    />
  );
}
