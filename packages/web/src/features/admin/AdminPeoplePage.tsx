import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Button from '@mui/material/Button';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { SortableTable } from '../../components/table/SortableTable';
import { useSortedTable } from '../../components/table/useSortedTable';
import type { AdminPeopleQueryQuery } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { AdminSetTouchlineStaffMutation } from './adminMutations';
import { AdminPeopleQuery } from './adminQueries';
import { PasswordResetLinkDialog } from './PasswordResetLinkDialog';
import { QueryState } from './QueryState';
import { SearchField } from './SearchField';
import { useAdminAction } from './useAdminAction';

type Person = NonNullable<AdminPeopleQueryQuery['admin']>['people'][number];

const clubsOf = (person: Person) =>
  person.memberships
    .map(
      (m) =>
        `${m.clubName} (${m.admin ? 'admin' : m.role}${m.status === 'approved' ? '' : `, ${m.status}`})`,
    )
    .join(', ');

/** People by name or e-mail: their clubs, the provider-staff flag and password-reset links. */
export function AdminPeoplePage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const { data, loading, error } = useQuery(AdminPeopleQuery, {
    variables: { search: debounced },
    skip: debounced === '',
  });
  const act = useAdminAction();
  const [setStaff] = useMutation(AdminSetTouchlineStaffMutation);
  const [resetFor, setResetFor] = useState<Person | null>(null);
  const people = useMemo(() => (debounced ? (data?.admin?.people ?? []) : []), [data, debounced]);
  const columns = useMemo<ColumnDef<Person>[]>(
    () => [
      { id: 'name', header: 'Name', accessorFn: (person) => person.name },
      { id: 'email', header: 'E-mail', accessorFn: (person) => person.email },
      { id: 'clubs', header: 'Clubs', accessorFn: clubsOf },
      {
        id: 'staff',
        header: 'Provider Staff',
        accessorFn: (person) => person.touchlineStaff,
        cell: ({ row }) => (
          <Switch
            size="small"
            checked={row.original.touchlineStaff}
            slotProps={{ input: { 'aria-label': `Provider staff: ${row.original.name}` } }}
            onChange={(event) => {
              const touchlineStaff = event.target.checked;
              void act(
                async () =>
                  (await setStaff({ variables: { personId: row.original.id, touchlineStaff } }))
                    .data?.adminSetTouchlineStaff,
                `${row.original.name} is ${touchlineStaff ? 'now' : 'no longer'} provider staff.`,
              );
            }}
          />
        ),
      },
      {
        id: 'reset',
        header: 'Password',
        enableSorting: false,
        cell: ({ row }) => (
          <Button size="small" onClick={() => setResetFor(row.original)}>
            Reset Link
          </Button>
        ),
      },
    ],
    [act, setStaff],
  );
  const table = useSortedTable({
    data: people,
    columns,
    sortedBy: 'name',
    ascending: true,
    getRowId: (person) => person.id,
  });
  return (
    <Stack spacing={2}>
      <SearchField label="Search by name or e-mail" value={search} onChange={setSearch} />
      <QueryState
        loading={loading}
        error={error}
        empty={people.length === 0}
        emptyText={
          debounced ? 'No one matches your search.' : 'Search for a person by name or e-mail.'
        }
      >
        <SortableTable table={table} aria-label="People" textColumns={['name', 'email', 'clubs']} />
      </QueryState>
      {resetFor && <PasswordResetLinkDialog person={resetFor} onClose={() => setResetFor(null)} />}
    </Stack>
  );
}
