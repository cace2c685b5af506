import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { ReportQuery } from '../report/reportQuery';
import { ReportMessage } from '../report/ReportMessage';
import { SessionQueryView } from '../report/SessionQueryView';
import type { ParticipationState } from './trainingNotices';
import { TrainingNotices } from './TrainingNotices';
import { TRAINING_TEXTS } from './trainingTexts';

type AnySession =
  | { __typename: 'MatchSession' }
  | { __typename: 'TrainingSession'; sessionParticipations: readonly ParticipationState[] };

export interface TrainingViewProps<S extends AnySession> {
  query: ReportQuery<{ session: S | null }>;
  /** Shown until the first answer: the view's cards at their size. */
  skeleton: ReactNode;
  children: (session: Extract<S, { __typename: 'TrainingSession' }>) => ReactNode;
}

/**
 * A training view: the states every report view shares, then no participations; then the
 * notices above the view itself.
 */
export function TrainingView<S extends AnySession>({
  query,
  skeleton,
  children,
}: TrainingViewProps<S>) {
  return (
    <SessionQueryView
      query={query}
      kind="TrainingSession"
      wrongKindText={TRAINING_TEXTS.notTraining}
      skeleton={skeleton}
    >
      {(session) => {
        const participations: readonly ParticipationState[] = session.sessionParticipations;
        if (participations.length === 0) {
          return (
            <Stack spacing={2}>
              {query.errorMessage && (
                <ReportMessage severity="error">{query.errorMessage}</ReportMessage>
              )}
              <ReportMessage>{TRAINING_TEXTS.noData}</ReportMessage>
            </Stack>
          );
        }
        return (
          <Stack spacing={2.5}>
            <TrainingNotices participations={participations} errorMessage={query.errorMessage} />
            {children(session)}
          </Stack>
        );
      }}
    </SessionQueryView>
  );
}
