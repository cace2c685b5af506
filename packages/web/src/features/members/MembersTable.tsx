import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { SectionCard } from '../../components/ui/SectionCard';
import { SortableTable } from '../../components/table/SortableTable';
import { useSortedTable } from '../../components/table/useSortedTable';
import type { ClubMemberFieldsFragment, MemberRole } from '../../gql/graphql';
import { memberDate, MEMBER_ROLE_LABELS, MEMBER_ROLES } from './memberRoles';

export interface MembersTableProps {
  members: ClubMemberFieldsFragment[];
  /** Club admins change roles and remove members; other staff only read. */
  canManage: boolean;
  busy: string | null;
  onRoleChange: (member: ClubMemberFieldsFragment, role: MemberRole) => void;
  onRemove: (member: ClubMemberFieldsFragment) => void;
}

const TEXT_COLUMNS = ['name', 'email', 'role', 'since'];

/** Club admins' 'Remove' of each row. */
const removeColumn = (
  busy: string | null,
  onRemove: MembersTableProps['onRemove'],
): ColumnDef<ClubMemberFieldsFragment> => ({
  id: 'actions',
  header: () => <span aria-label="Actions" />,
  enableSorting: false,
  cell: ({ row }) => (
    <Button
      size="small"
      color="error"
      disabled={busy !== null}
      onClick={() => onRemove(row.original)}
    >
      Remove
    </Button>
  ),
});

const matches = (member: ClubMemberFieldsFragment, search: string) =>
  `${member.name} ${member.email}`.toLowerCase().includes(search.trim().toLowerCase());

/** 'Members': sortable by every column, searchable by name and e-mail. */
export function MembersTable({
  members,
  canManage,
  busy,
  onRoleChange,
  onRemove,
}: MembersTableProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => members.filter((member) => matches(member, search)),
    [members, search],
  );
  const columns = useMemo<ColumnDef<ClubMemberFieldsFragment>[]>(
    () => [
      { id: 'name', header: 'Name', accessorKey: 'name' },
      { id: 'email', header: 'E-mail', accessorKey: 'email' },
      {
        id: 'role',
        header: 'Role',
        accessorFn: (member) => MEMBER_ROLE_LABELS[member.role],
        cell: ({ row }) =>
          canManage ? (
            <Select
              size="small"
              value={row.original.role}
              disabled={busy !== null}
              inputProps={{ 'aria-label': `Role of ${row.original.name}` }}
              onChange={(event) => onRoleChange(row.original, event.target.value)}
            >
              {MEMBER_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {MEMBER_ROLE_LABELS[role]}
                </MenuItem>
              ))}
            </Select>
          ) : (
            MEMBER_ROLE_LABELS[row.original.role]
          ),
      },
      {
        id: 'since',
        header: 'Since',
        accessorKey: 'since',
        cell: ({ getValue }) => memberDate(getValue<string>()),
      },
      ...(canManage ? [removeColumn(busy, onRemove)] : []),
    ],
    [busy, canManage, onRemove, onRoleChange],
  );
  const table = useSortedTable({
    data: shown,
    columns,
    sortedBy: 'since',
    getRowId: (member) => member.id,
  });

  return (
    <SectionCard
      title="Members"
      headingLevel={2}
      action={
        <TextField
          size="small"
          label="Search members"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      }
    >
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {members.length === 0 ? 'No members yet.' : 'No member matches your search.'}
        </Typography>
      ) : (
        <SortableTable table={table} aria-label="Members" textColumns={TEXT_COLUMNS} />
      )}
    </SectionCard>
  );
}
