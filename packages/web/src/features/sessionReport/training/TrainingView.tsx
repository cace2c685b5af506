import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { ParticipationState } from './trainingNotices';
import { TrainingNotices } from './TrainingNotices';
import { TRAINING_TEXTS } from './trainingTexts';
import type { ReportQuery } from '../report/reportQuery';

type AnySession =
  | { __typename: 'MatchSession' }
  | { __typename: 'TrainingSession'; sessionParticipations: readonly ParticipationState[] };

type TrainingOf<S extends AnySession> = Extract<S, { __typename: 'TrainingSession' }>;

function isTrainingSession<S extends AnySession>(session: S): session is TrainingOf<S> {
  return session.__typename === 'TrainingSession';
}

export interface TrainingViewProps<S extends AnySession> {
  query: ReportQuery<{ session: S | null }>;
  /** Shown until the first answer: the view's cards at their size. */
  skeleton: ReactNode;
  children: (session: TrainingOf<S>) => ReactNode;
}

/**
 * The states every training view shares: loading, the server's error, a session of the
 * wrong kind, no participations; then the notices above the view itself.
 */
export function TrainingView<S extends AnySession>({
  query,
  skeleton,
  children,
}: TrainingViewProps<S>) {
  const session = query.data?.session;
  if (!session) {
    if (query.loading) return <>{skeleton}</>;
    return <Alert severity="error">{query.errorMessage ?? 'Session not found'}</Alert>;
  }
  if (!isTrainingSession(session)) {
    return <Alert severity="error">{TRAINING_TEXTS.notTraining}</Alert>;
  }
  const participations: readonly ParticipationState[] = session.sessionParticipations;
  if (participations.length === 0) {
    return (
      <Stack spacing={2}>
        {query.errorMessage && <Alert severity="error">{query.errorMessage}</Alert>}
        <Alert severity="info">{TRAINING_TEXTS.noData}</Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={2.5}>
      <TrainingNotices participations={participations} errorMessage={query.errorMessage} />
      {children(session)}
    </Stack>
  );
}
