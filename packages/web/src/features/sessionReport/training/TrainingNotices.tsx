import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { graphql } from '../../../gql';
import { trainingNotices, type ParticipationState } from './trainingNotices';

graphql(`
  fragment TrainingNoticesParticipation on SessionParticipation {
    id
    athleteMetricSet {
      id
    }
    processingWarnings {
      id
    }
  }
`);

export interface TrainingNoticesProps {
  participations: readonly ParticipationState[];
  /** A GraphQL error next to partial data, in the server's words. */
  errorMessage: string | null;
}

/** Warnings above a view whose data is incomplete (docs/product/dashboard-and-segments.md §2.4, docs/product/shell-and-sessions.md §8). */
export function TrainingNotices({ participations, errorMessage }: TrainingNoticesProps) {
  const notices = trainingNotices(participations);
  if (notices.length === 0 && !errorMessage) return null;
  return (
    <Stack spacing={1}>
      {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
      {notices.map((notice) => (
        <Alert key={notice} severity="warning">
          {notice}
        </Alert>
      ))}
    </Stack>
  );
}
