import { useMutation, useReactiveVar } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { PageHeader } from '../../components/ui/PageHeader';
import type { SquadQueryQuery } from '../../gql/graphql';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { GroupDialog, type GroupFormValues } from './GroupDialog';
import {
  CreateAthleteGroupMutation,
  DestroyAthleteGroupMutation,
  UpdateAthleteGroupMutation,
} from './squadDocuments';
import { useSquad } from './useSquad';
import { useMutationAction } from '../../components/ui/useMutationAction';

type Group = NonNullable<SquadQueryQuery['club']>['athleteGroups'][number];

const REFETCH = { refetchQueries: ['SquadQuery'] };

/** docs/product/club-administration.md §5 "Groups" (/club/groups). */
export function GroupsPage() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const { data, loading, error } = useSquad(clubId, false);
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  const save = useMutationAction();
  const remove = useMutationAction();
  const [createGroup] = useMutation(CreateAthleteGroupMutation, REFETCH);
  const [updateGroup] = useMutation(UpdateAthleteGroupMutation, REFETCH);
  const [destroyGroup] = useMutation(DestroyAthleteGroupMutation, REFETCH);
  const club = data?.club;

  const onSave = async (attributes: GroupFormValues) => {
    const target = editing;
    const saved = await save.run(async () => {
      if (target === 'new' || target === null) {
        const answer = await createGroup({ variables: { clubId, attributes } });
        return { payload: answer.data?.createAthleteGroup, error: answer.error };
      }
      const answer = await updateGroup({ variables: { id: target.id, attributes } });
      return { payload: answer.data?.updateAthleteGroup, error: answer.error };
    }, `${attributes.name.trim()} saved.`);
    if (saved) setEditing(null);
  };
  const onDelete = (group: Group) =>
    void remove.run(async () => {
      const answer = await destroyGroup({ variables: { id: group.id } });
      return { payload: answer.data?.destroyAthleteGroup, error: answer.error };
    }, `${group.name} deleted.`);

  return (
    <>
      <PageHeader
        title="Groups"
        actions={
          <Button variant="contained" onClick={() => setEditing('new')}>
            New group
          </Button>
        }
      />
      <Paper sx={{ p: 2 }}>
        {error && !club && <ErrorBanner message={error.message} />}
        {!club && loading && (
          <Skeleton
            variant="rectangular"
            height={240}
            aria-label="Loading the groups"
            role="progressbar"
          />
        )}
        {club && club.athleteGroups.length === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }}>
            No groups yet: a group gathers athletes for reports and segments.
          </Typography>
        )}
        {club && club.athleteGroups.length > 0 && (
          <Table size="small" aria-label="Groups">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Name</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Members</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {club.athleteGroups.map((group) => (
                <TableRow key={group.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                    <Box
                      component="span"
                      sx={{
                        display: 'inline-block',
                        width: 12,
                        height: 12,
                        borderRadius: '50%',
                        bgcolor: group.colour,
                        mr: 1,
                      }}
                    />
                    {group.name}
                  </TableCell>
                  <TableCell>
                    {group.athletes.length === 0
                      ? 'No members'
                      : group.athletes.map((athlete) => athlete.name).join(', ')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Edit">
                      <IconButton
                        aria-label={`Edit ${group.name}`}
                        onClick={() => setEditing(group)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton
                        aria-label={`Delete ${group.name}`}
                        onClick={() => onDelete(group)}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      {editing && club && (
        <GroupDialog
          group={editing === 'new' ? null : editing}
          athletes={club.squadAthletes}
          messages={save.messages}
          busy={save.busy}
          onSave={(values) => void onSave(values)}
          onClose={() => {
            save.clear();
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
