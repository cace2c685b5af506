import { useQuery, useReactiveVar } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { PageHeader } from '../../components/ui/PageHeader';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { ImportClubQuery, ImportTargetSessionQuery } from './importDocuments';
import { ImportWorkspace } from './ImportWorkspace';

/** `/import` and `/import?session=<id>`: 'Import files' (docs/product/importing.md §2–§5). */
export function ImportPage({ sessionId }: { sessionId: string | null }) {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const clubQuery = useQuery(ImportClubQuery, { variables: { clubId }, skip: !clubId });
  const targetQuery = useQuery(ImportTargetSessionQuery, {
    variables: { sessionId: sessionId ?? '' },
    skip: !sessionId,
  });
  const club = clubQuery.data?.club ?? null;
  const target = targetQuery.data?.session ?? null;
  const errorMessage =
    (!club && clubQuery.error?.message) ||
    (sessionId && !target && targetQuery.error?.message) ||
    null;
  const loading = !club || (sessionId !== null && !target);

  return (
    <>
      <PageHeader title="Import files" />
      {errorMessage ? (
        <ErrorBanner message={errorMessage} />
      ) : loading ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading the import">
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : (
        <ImportWorkspace
          clubId={clubId}
          timeZone={club.settings.timeZone}
          athletes={club.squadAthletes}
          savedMappings={club.columnMappings}
          fixedSession={target}
        />
      )}
    </>
  );
}
