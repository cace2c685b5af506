import { useMutation, useReactiveVar } from '@apollo/client/react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { PageHeader } from '../../components/ui/PageHeader';
import type { SquadAthleteFieldsFragment } from '../../gql/graphql';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { AthleteDialog } from './AthleteDialog';
import { athleteAttributes, type AthleteFormValues } from './athleteForm';
import { ImportSquadDialog } from './ImportSquadDialog';
import {
  ArchiveAthleteMutation,
  CreateAthleteMutation,
  RestoreAthleteMutation,
  UpdateAthleteMutation,
} from './squadDocuments';
import { SquadTable } from './SquadTable';
import { useSquad } from './useSquad';
import { useMutationAction } from '../../components/ui/useMutationAction';

type Athlete = SquadAthleteFieldsFragment;

const REFETCH = { refetchQueries: ['SquadQuery'] };

const matches = (athlete: Athlete, search: string) =>
  [
    athlete.name,
    athlete.preferredName,
    athlete.shirtNumber,
    athlete.position,
    ...athlete.deviceSerials,
    ...athlete.groups.map((group) => group.name),
  ].some((value) => value != null && String(value).toLowerCase().includes(search));

/** docs/product/club-administration.md §4: the club's squad (/club/squad). */
export function SquadPage() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const [showArchived, setShowArchived] = useState(false);
  // A link may name whom to find, e.g. a wellness flag's athlete: /club/squad?search=Ada.
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('search') ?? '');
  const [editing, setEditing] = useState<Athlete | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const { data, loading, error } = useSquad(clubId, showArchived);
  const save = useMutationAction();
  const rowAction = useMutationAction();
  const [createAthlete] = useMutation(CreateAthleteMutation, REFETCH);
  const [updateAthlete] = useMutation(UpdateAthleteMutation, REFETCH);
  const [archiveAthlete] = useMutation(ArchiveAthleteMutation, REFETCH);
  const [restoreAthlete] = useMutation(RestoreAthleteMutation, REFETCH);
  const club = data?.club;

  const athletes = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    const squad = club?.squadAthletes ?? [];
    return wanted ? squad.filter((athlete) => matches(athlete, wanted)) : squad;
  }, [club, search]);

  const onSave = async (values: AthleteFormValues) => {
    const attributes = athleteAttributes(values);
    const target = editing;
    const saved = await save.run(async () => {
      if (target === 'new' || target === null) {
        const answer = await createAthlete({ variables: { clubId, attributes } });
        return { payload: answer.data?.createAthlete, error: answer.error };
      }
      const answer = await updateAthlete({ variables: { id: target.id, attributes } });
      return { payload: answer.data?.updateAthlete, error: answer.error };
    }, `${attributes.name.trim()} saved.`);
    if (saved) setEditing(null);
  };
  const { run } = rowAction;
  const onArchive = useCallback(
    (athlete: Athlete) =>
      void run(async () => {
        const answer = await archiveAthlete({ variables: { id: athlete.id } });
        return { payload: answer.data?.archiveAthlete, error: answer.error };
      }, `${athlete.name} archived.`),
    [run, archiveAthlete],
  );
  const onRestore = useCallback(
    (athlete: Athlete) =>
      void run(async () => {
        const answer = await restoreAthlete({ variables: { id: athlete.id } });
        return { payload: answer.data?.restoreAthlete, error: answer.error };
      }, `${athlete.name} restored.`),
    [run, restoreAthlete],
  );
  const onEdit = useCallback((athlete: Athlete) => setEditing(athlete), []);

  return (
    <>
      <PageHeader
        title="Squad"
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button variant="contained" onClick={() => setEditing('new')}>
              Add athlete
            </Button>
          </Stack>
        }
      />
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <TextField
            size="small"
            label="Search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: 320 }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={showArchived}
                onChange={(event) => setShowArchived(event.target.checked)}
              />
            }
            label="Show archived"
          />
        </Stack>
        {error && !club && <ErrorBanner message={error.message} />}
        {!club && loading && (
          <Skeleton
            variant="rectangular"
            height={360}
            aria-label="Loading the squad"
            role="progressbar"
          />
        )}
        {club && club.squadAthletes.length === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }}>
            No athletes yet: add one, or import a CSV file.
          </Typography>
        )}
        {club && club.squadAthletes.length > 0 && athletes.length === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }}>
            No athlete matches the search.
          </Typography>
        )}
        {club && athletes.length > 0 && (
          <SquadTable
            athletes={athletes}
            onEdit={onEdit}
            onArchive={onArchive}
            onRestore={onRestore}
          />
        )}
      </Paper>
      {editing && club && (
        <AthleteDialog
          athlete={editing === 'new' ? null : editing}
          positions={club.positionChoices}
          groups={club.athleteGroups}
          messages={save.messages}
          busy={save.busy}
          onSave={(values) => void onSave(values)}
          onClose={() => {
            save.clear();
            setEditing(null);
          }}
        />
      )}
      {importing && <ImportSquadDialog clubId={clubId} onClose={() => setImporting(false)} />}
    </>
  );
}
