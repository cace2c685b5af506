import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { SortableTable } from '../../components/table/SortableTable';
import { useSortedTable } from '../../components/table/useSortedTable';
import type { SquadAthleteFieldsFragment } from '../../gql/graphql';

type Athlete = SquadAthleteFieldsFragment;

const TEXT_COLUMNS = ['position', 'groups', 'devices', 'status', 'actions'];

/** docs/product/club-administration.md §4: the squad, sortable by every column. */
export function SquadTable({
  athletes,
  onEdit,
  onArchive,
  onRestore,
}: {
  athletes: Athlete[];
  onEdit: (athlete: Athlete) => void;
  onArchive: (athlete: Athlete) => void;
  onRestore: (athlete: Athlete) => void;
}) {
  const columns = useMemo<ColumnDef<Athlete>[]>(
    () => [
      {
        id: 'athlete',
        header: 'Name',
        accessorFn: (athlete) => athlete.name,
        sortDescFirst: false,
        // The name opens the athlete's profile.
        cell: ({ row }) => (
          <Link component={RouterLink} to={`/athletes/${row.original.id}`}>
            {row.original.preferredName && row.original.preferredName !== row.original.name
              ? `${row.original.name} (${row.original.preferredName})`
              : row.original.name}
          </Link>
        ),
      },
      {
        id: 'number',
        header: 'Number',
        accessorFn: (athlete) => athlete.shirtNumber ?? undefined,
        sortUndefined: 'last',
        cell: ({ getValue }) => (getValue() as number | undefined) ?? '-',
      },
      { id: 'position', header: 'Position', accessorFn: (athlete) => athlete.position ?? '' },
      {
        id: 'groups',
        header: 'Groups',
        accessorFn: (athlete) => athlete.groups.map((group) => group.name).join(', '),
        cell: ({ row }) => (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {row.original.groups.map((group) => (
              <Chip
                key={group.id}
                label={group.name}
                size="small"
                sx={{ borderLeft: `4px solid ${group.colour}` }}
              />
            ))}
          </Stack>
        ),
      },
      {
        id: 'devices',
        header: 'Devices',
        accessorFn: (athlete) => athlete.deviceSerials.join(', '),
      },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (athlete) => (athlete.archived ? 'Archived' : 'Active'),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        cell: ({ row }) => (
          <Stack direction="row">
            <Tooltip title="Edit">
              <IconButton
                size="small"
                aria-label={`Edit ${row.original.name}`}
                onClick={() => onEdit(row.original)}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            {row.original.archived ? (
              <Tooltip title="Restore">
                <IconButton
                  size="small"
                  aria-label={`Restore ${row.original.name}`}
                  onClick={() => onRestore(row.original)}
                >
                  <UnarchiveOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : (
              <Tooltip title="Archive">
                <IconButton
                  size="small"
                  aria-label={`Archive ${row.original.name}`}
                  onClick={() => onArchive(row.original)}
                >
                  <ArchiveOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ),
      },
    ],
    [onEdit, onArchive, onRestore],
  );
  const table = useSortedTable({
    data: athletes,
    columns,
    sortedBy: 'athlete',
    ascending: true,
    getRowId: (athlete) => athlete.id,
  });
  return <SortableTable table={table} aria-label="Squad" textColumns={TEXT_COLUMNS} />;
}
