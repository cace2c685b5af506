import { useQuery, useReactiveVar } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/ui/PageHeader';
import { SectionCard } from '../../components/ui/SectionCard';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { ClubDetailsForm } from './ClubDetailsForm';
import { ClubSettingsQuery } from './settingsDocuments';
import { ThresholdsForm } from './ThresholdsForm';

/**
 * /club/settings (docs/product/club-administration.md §6): the club's details
 * and metric thresholds; club admins change them, other staff read them.
 */
export function ClubSettingsPage({ canEdit }: { canEdit: boolean }) {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const { data, error } = useQuery(ClubSettingsQuery, {
    variables: { clubId },
    skip: !clubId,
    fetchPolicy: 'cache-and-network',
  });
  const club = data?.club;
  return (
    <>
      <PageHeader title="Settings" />
      {error && !club ? (
        <Alert severity="error">The club’s settings could not be loaded.</Alert>
      ) : !club ? (
        <Stack spacing={2} role="progressbar" aria-label="Loading settings">
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : (
        <Stack spacing={3}>
          {!canEdit && <Alert severity="info">Only club admins can change these settings.</Alert>}
          <SectionCard title="Club" headingLevel={2}>
            <ClubDetailsForm key={club.id} club={club} canEdit={canEdit} />
          </SectionCard>
          <SectionCard
            title="Metric thresholds"
            subtitle="Changing them re-processes the club’s sessions from their stored files."
            headingLevel={2}
          >
            <ThresholdsForm
              key={club.id}
              clubId={club.id}
              thresholds={club.metricSettings}
              sessionsWithStoredFiles={club.sessionsWithStoredFiles}
              canEdit={canEdit}
            />
          </SectionCard>
        </Stack>
      )}
    </>
  );
}
