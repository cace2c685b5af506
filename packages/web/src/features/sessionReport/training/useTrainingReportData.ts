import { useQuery } from '@apollo/client/react';
import { useFeature } from '../../../lib/access/useFeature';
import { athleteIdsVariable, reportQuery } from '../report/reportQuery';
import { useReportAccess } from '../report/useReportAccess';
import { SessionAverageQuery } from './SessionAverageQuery';
import { SessionDetailsQuery } from './SessionDetailsQuery';
import { SpeedBreakdownQuery } from './SpeedBreakdownQuery';

/**
 * Starts every query of the training report in the same tick, so they travel in one
 * request and switching tabs never waits for the network.
 */
export function useTrainingReportData(sessionId: string, selectedAthleteIds: readonly string[]) {
  const athleteIds = athleteIdsVariable(selectedAthleteIds);
  const variables = { sessionId, athleteIds };
  const access = useReportAccess(sessionId);
  return {
    ...access,
    average: reportQuery(useQuery(SessionAverageQuery, { variables })),
    details: reportQuery(useQuery(SessionDetailsQuery, { variables })),
    speeds: reportQuery(useQuery(SpeedBreakdownQuery, { variables })),
    /** The chosen athletes, for parts whose query cannot narrow to them; null: everyone. */
    athleteIds,
    segmentsEnabled: useFeature(access.clubId, 'web_segments').enabled,
  };
}

export type TrainingReportData = ReturnType<typeof useTrainingReportData>;
