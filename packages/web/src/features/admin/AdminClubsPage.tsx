import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { SortableTable } from '../../components/table/SortableTable';
import { useSortedTable } from '../../components/table/useSortedTable';
import type { AdminClubFieldsFragment } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { AdminClubsQuery } from './adminQueries';
import { ClubDialog } from './ClubDialog';
import { NewClubDialog } from './NewClubDialog';
import { QueryState } from './QueryState';
import { SearchField } from './SearchField';

const sportName = (sport: string) => sport.replaceAll('_', ' ');

/** Every club: search, create, and each one's suspension, features and subscription. */
export function AdminClubsPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const { data, loading, error } = useQuery(AdminClubsQuery, { variables: { search: debounced } });
  const clubs = useMemo(() => data?.admin?.clubs ?? [], [data]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const columns = useMemo<ColumnDef<AdminClubFieldsFragment>[]>(
    () => [
      {
        id: 'name',
        header: 'Club',
        accessorFn: (club) => club.name,
        cell: ({ row }) => (
          <Button size="small" onClick={() => setOpenId(row.original.id)}>
            {row.original.name}
          </Button>
        ),
      },
      { id: 'sport', header: 'Sport', accessorFn: (club) => sportName(club.sport) },
      { id: 'members', header: 'Members', accessorFn: (club) => club.membersCount },
      { id: 'sessions', header: 'Sessions', accessorFn: (club) => club.sessionsCount },
      {
        id: 'subscription',
        header: 'Subscription',
        accessorFn: (club) => club.subscription?.status ?? 'none',
      },
      {
        id: 'suspended',
        header: 'Status',
        accessorFn: (club) => (club.suspended ? 'Suspended' : 'Active'),
        cell: ({ getValue }) => (
          <Chip
            size="small"
            label={getValue<string>()}
            color={getValue() === 'Suspended' ? 'error' : 'success'}
          />
        ),
      },
    ],
    [],
  );
  const table = useSortedTable({
    data: clubs,
    columns,
    sortedBy: 'name',
    ascending: true,
    getRowId: (club) => club.id,
  });
  const open = clubs.find((club) => club.id === openId) ?? null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <SearchField label="Search clubs" value={search} onChange={setSearch} />
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
          New Club
        </Button>
      </Stack>
      <QueryState
        loading={loading}
        error={error}
        empty={clubs.length === 0}
        emptyText="No club matches your search."
      >
        <SortableTable
          table={table}
          aria-label="Clubs"
          textColumns={['name', 'sport', 'subscription', 'suspended']}
        />
      </QueryState>
      {open && <ClubDialog club={open} onClose={() => setOpenId(null)} />}
      {creating && <NewClubDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
