import { useQuery } from '@apollo/client/react';
import { athleteIdsVariable, reportQuery } from '../report/reportQuery';
import { useReportAccess } from '../report/useReportAccess';
import { HeatmapsQuery } from './HeatmapsQuery';
import { MatchReportAthletesQuery } from './MatchReportAthletesQuery';
import { MatchReportSummaryQuery } from './MatchReportSummaryQuery';
import { MatchSessionHeaderQuery } from './MatchSessionHeaderQuery';
import { MatchSessionSpeedBreakdownQuery } from './MatchSessionSpeedBreakdownQuery';
import { PeakDemandsQuery } from './PeakDemandsQuery';
import { PeriodsDistanceQuery } from './PeriodsDistanceQuery';

/**
 * Starts every query of the match report in the same tick (also the export permission
 * and the raw top speed switch), so the batch link sends them as one request and
 * switching tabs never waits for the network.
 */
export function useMatchReportData(sessionId: string, selectedAthleteIds: readonly string[]) {
  const athleteIds = athleteIdsVariable(selectedAthleteIds);
  const variables = { sessionId, athleteIds };
  return {
    ...useReportAccess(sessionId),
    header: reportQuery(useQuery(MatchSessionHeaderQuery, { variables: { sessionId } })),
    summary: reportQuery(useQuery(MatchReportSummaryQuery, { variables })),
    athletes: reportQuery(useQuery(MatchReportAthletesQuery, { variables })),
    periodsDistance: reportQuery(useQuery(PeriodsDistanceQuery, { variables })),
    peakDemands: reportQuery(useQuery(PeakDemandsQuery, { variables })),
    speedBreakdown: reportQuery(useQuery(MatchSessionSpeedBreakdownQuery, { variables })),
    heatmaps: reportQuery(
      useQuery(HeatmapsQuery, {
        variables: { ...variables, withAthletes: athleteIds !== null },
      }),
    ),
  };
}

export type MatchReportData = ReturnType<typeof useMatchReportData>;
