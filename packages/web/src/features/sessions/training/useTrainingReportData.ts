import { useQuery, useReactiveVar } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { CheckPermissionQuery } from '../../../lib/access/usePermission';
import { useFeature } from '../../../lib/access/useFeature';
import { currentClubIdVar } from '../../../lib/apollo/currentClub';
import { SessionAverageQuery } from './SessionAverageQuery';
import { SessionDetailsQuery } from './SessionDetailsQuery';
import { SpeedBreakdownQuery } from './SpeedBreakdownQuery';

/** One query as a view of the report needs it. */
export interface TrainingQuery<TData> {
  /** The latest answer; while another selection of athletes loads, the previous one. */
  data: TData | undefined;
  loading: boolean;
  /** The server's message; null without an error. */
  errorMessage: string | null;
}

function trainingQuery<TData>(result: {
  data: TData | undefined;
  previousData?: TData | undefined;
  loading: boolean;
  error?: ErrorLike | undefined;
}): TrainingQuery<TData> {
  return {
    data: result.data ?? result.previousData,
    loading: result.loading,
    errorMessage: result.error?.message ?? null,
  };
}

/**
 * Starts every query of the training report in the same tick, so they travel in one
 * request and switching tabs never waits for the network.
 */
export function useTrainingReportData(sessionId: string, selectedAthleteIds: readonly string[]) {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  // An empty selection means every athlete (spec 01 §5).
  const athleteIds = selectedAthleteIds.length > 0 ? [...selectedAthleteIds] : null;
  const variables = { sessionId, athleteIds };
  const permission = useQuery(CheckPermissionQuery, {
    variables: {
      requestedAction: 'Export',
      subject: 'Session',
      subjectId: sessionId,
      clubId: null,
    },
  });
  return {
    average: trainingQuery(useQuery(SessionAverageQuery, { variables })),
    details: trainingQuery(useQuery(SessionDetailsQuery, { variables })),
    speeds: trainingQuery(useQuery(SpeedBreakdownQuery, { variables })),
    exportPermission: {
      permitted: permission.data?.permission.permitted ?? false,
      loading: permission.loading,
      errorMessage: permission.error?.message ?? null,
    },
    segmentsEnabled: useFeature(clubId, 'web_segments').enabled,
    rawTopSpeedEnabled: useFeature(clubId, 'raw_top_speed').enabled,
  };
}

export type TrainingReportData = ReturnType<typeof useTrainingReportData>;
