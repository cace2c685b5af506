import { useMutation, useQuery, useReactiveVar, useSubscription } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/PageHeader';
import { SectionCard } from '../../components/ui/SectionCard';
import type { ClubTagFragment, TagDefinitionInput } from '../../gql/graphql';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { ClubListTable, type ListColumn } from './ClubListTable';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { TAGGABLE_NAMES, TagDialog } from './TagDialog';
import {
  ClubTagsChangedSubscription,
  ClubTagsQuery,
  CreateTagDefinitionMutation,
  DestroyTagDefinitionMutation,
  UpdateTagDefinitionMutation,
} from './tagDocuments';
import { useSettle } from '../../components/ui/useSettle';

const COLUMNS: ListColumn<ClubTagFragment>[] = [
  {
    id: 'label',
    header: 'Label',
    sortValue: (tag) => tag.label,
    cell: (tag) => (
      <Stack direction="row" spacing={1} alignItems="center">
        <Box
          aria-hidden
          sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: tag.colour, flexShrink: 0 }}
        />
        <span>{tag.label}</span>
      </Stack>
    ),
  },
  {
    id: 'kinds',
    header: 'Can be put on',
    sortValue: (tag) => tag.validTaggableTypes.length,
    cell: (tag) => (
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
        {tag.validTaggableTypes.map((kind) => (
          <Chip key={kind} size="small" label={TAGGABLE_NAMES[kind]} />
        ))}
      </Stack>
    ),
  },
];

const inputOf = (tag: ClubTagFragment): TagDefinitionInput => ({
  label: tag.label,
  colour: tag.colour,
  validTaggableTypes: [...tag.validTaggableTypes],
});

/** /club/tags (docs/product/club-administration.md §5 "Tags"): the club's tag definitions. */
export function TagsPage() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const settle = useSettle();
  const { data, error } = useQuery(ClubTagsQuery, {
    variables: { clubId },
    skip: !clubId,
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(ClubTagsChangedSubscription, { variables: { clubId }, skip: !clubId });
  const refetchQueries = ['ClubTagsQuery'];
  const [createTag] = useMutation(CreateTagDefinitionMutation, { refetchQueries });
  const [updateTag] = useMutation(UpdateTagDefinitionMutation, { refetchQueries });
  const [destroyTag] = useMutation(DestroyTagDefinitionMutation, { refetchQueries });
  const [editing, setEditing] = useState<ClubTagFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClubTagFragment | null>(null);

  const save = (input: TagDefinitionInput) =>
    editing === 'new'
      ? settle(
          async () => (await createTag({ variables: { clubId, input } })).data?.createTagDefinition,
          `Tag ${input.label.trim()} created.`,
        )
      : settle(
          async () =>
            (await updateTag({ variables: { id: (editing as ClubTagFragment).id, input } })).data
              ?.updateTagDefinition,
          `Tag ${input.label.trim()} saved.`,
        );
  const remove = (tag: ClubTagFragment) => {
    setDeleting(null);
    void settle(
      async () => (await destroyTag({ variables: { id: tag.id } })).data?.destroyTagDefinition,
      `Tag ${tag.label} deleted.`,
    );
  };

  return (
    <>
      <PageHeader
        title="Tags"
        actions={
          <Button variant="contained" onClick={() => setEditing('new')}>
            New tag
          </Button>
        }
      />
      <SectionCard
        title="Tag definitions"
        subtitle="Labels for athletes’ sessions, segments and clips."
        headingLevel={2}
      >
        <ClubListTable
          label="Tags"
          columns={COLUMNS}
          rows={data?.club?.tagDefinitions ?? (error ? [] : null)}
          errorMessage={error ? 'The tags could not be loaded.' : null}
          searchText={(tag) => tag.label}
          emptyText="No tags yet. Add one with New tag."
          actions={(tag) => (
            <>
              <Button size="small" onClick={() => setEditing(tag)}>
                Edit
              </Button>
              <Button size="small" color="error" onClick={() => setDeleting(tag)}>
                Delete
              </Button>
            </>
          )}
        />
      </SectionCard>
      {editing && (
        <TagDialog
          initial={editing === 'new' ? null : inputOf(editing)}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={`Delete tag ${deleting.label}?`}
          message="It is taken off every session, segment and clip it is on. This cannot be undone."
          confirmLabel="Delete"
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove(deleting)}
        />
      )}
    </>
  );
}
