import { useMutation, useQuery, useReactiveVar, useSubscription } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/PageHeader';
import { SectionCard } from '../../components/ui/SectionCard';
import type { ClubPitchFragment, PitchInput } from '../../gql/graphql';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { ClubListTable, type ListColumn } from './ClubListTable';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PitchDialog } from './PitchDialog';
import {
  ClubPitchesChangedSubscription,
  ClubPitchesQuery,
  CreatePitchMutation,
  DestroyPitchMutation,
  UpdatePitchMutation,
} from './pitchDocuments';
import { useSettle } from '../../components/ui/useSettle';

const degrees = (value: number) => value.toFixed(5);

const COLUMNS: ListColumn<ClubPitchFragment>[] = [
  { id: 'name', header: 'Name', sortValue: (p) => p.name, cell: (p) => p.name },
  {
    id: 'centre',
    header: 'Centre',
    sortValue: (p) => p.centreLatDeg,
    cell: (p) => `${degrees(p.centreLatDeg)}, ${degrees(p.centreLonDeg)}`,
  },
  {
    id: 'bearing',
    header: 'Bearing',
    sortValue: (p) => p.bearingDeg,
    cell: (p) => `${p.bearingDeg}°`,
  },
  {
    id: 'size',
    header: 'Size',
    sortValue: (p) => p.lengthM * p.widthM,
    cell: (p) => `${p.lengthM} m × ${p.widthM} m`,
  },
  {
    id: 'sessions',
    header: 'Sessions',
    sortValue: (p) => p.sessionCount,
    cell: (p) => p.sessionCount,
  },
];

const inputOf = ({
  name,
  centreLatDeg,
  centreLonDeg,
  bearingDeg,
  lengthM,
  widthM,
}: ClubPitchFragment) => ({
  name,
  centreLatDeg,
  centreLonDeg,
  bearingDeg,
  lengthM,
  widthM,
});

/** /club/pitches (docs/product/club-administration.md §5 "Pitches"): the club's pitches. */
export function PitchesPage() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const settle = useSettle();
  const { data, error } = useQuery(ClubPitchesQuery, {
    variables: { clubId },
    skip: !clubId,
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(ClubPitchesChangedSubscription, { variables: { clubId }, skip: !clubId });
  const refetchQueries = ['ClubPitchesQuery'];
  const [createPitch] = useMutation(CreatePitchMutation, { refetchQueries });
  const [updatePitch] = useMutation(UpdatePitchMutation, { refetchQueries });
  const [destroyPitch] = useMutation(DestroyPitchMutation, { refetchQueries });
  const [editing, setEditing] = useState<ClubPitchFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClubPitchFragment | null>(null);
  const pitches = data?.club?.pitches ?? null;

  const save = (input: PitchInput) =>
    editing === 'new'
      ? settle(
          async () => (await createPitch({ variables: { clubId, input } })).data?.createPitch,
          `Pitch ${input.name.trim()} created.`,
        )
      : settle(
          async () =>
            (await updatePitch({ variables: { id: (editing as ClubPitchFragment).id, input } }))
              .data?.updatePitch,
          `Pitch ${input.name.trim()} saved.`,
        );
  const remove = (pitch: ClubPitchFragment) => {
    setDeleting(null);
    void settle(
      async () => (await destroyPitch({ variables: { id: pitch.id } })).data?.destroyPitch,
      `Pitch ${pitch.name} deleted.`,
    );
  };

  return (
    <>
      <PageHeader
        title="Pitches"
        actions={
          <Button variant="contained" onClick={() => setEditing('new')}>
            New pitch
          </Button>
        }
      />
      <SectionCard
        title="Pitches"
        subtitle="Where the club plays: matches count time on the pitch and draw heat maps on it."
        headingLevel={2}
      >
        <ClubListTable
          label="Pitches"
          columns={COLUMNS}
          rows={pitches ?? (error ? [] : null)}
          errorMessage={error ? 'The pitches could not be loaded.' : null}
          searchText={(pitch) => pitch.name}
          emptyText="No pitches yet. Add one with New pitch."
          actions={(pitch) => (
            <>
              <Button size="small" onClick={() => setEditing(pitch)}>
                Edit
              </Button>
              <Button size="small" color="error" onClick={() => setDeleting(pitch)}>
                Delete
              </Button>
            </>
          )}
        />
      </SectionCard>
      {editing && (
        <PitchDialog
          initial={editing === 'new' ? null : inputOf(editing)}
          backgroundUrl={
            editing === 'new'
              ? (pitches?.[0]?.pitchBackgroundUrl ?? null)
              : editing.pitchBackgroundUrl
          }
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={`Delete pitch ${deleting.name}?`}
          message="This cannot be undone."
          confirmLabel="Delete"
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove(deleting)}
        />
      )}
    </>
  );
}
