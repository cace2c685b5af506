import { useQuery, useReactiveVar } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { useFeature } from '../../../lib/access/useFeature';
import { usePermission } from '../../../lib/access/usePermission';
import { currentClubIdVar } from '../../../lib/apollo/currentClub';
import { HeatmapsQuery } from './HeatmapsQuery';
import { MatchReportAthletesQuery } from './MatchReportAthletesQuery';
import { MatchReportSummaryQuery } from './MatchReportSummaryQuery';
import { MatchSessionHeaderQuery } from './MatchSessionHeaderQuery';
import { MatchSessionSpeedBreakdownQuery } from './MatchSessionSpeedBreakdownQuery';
import { PeriodsDistanceQuery } from './PeriodsDistanceQuery';

/** What a part of the report needs from one query. */
export interface ReportQuery<TData> {
  /** The latest answer; while a new selection loads, the previous one. */
  data: TData | undefined;
  loading: boolean;
  /** The server's message; null without an error. */
  errorMessage: string | null;
}

function reportQuery<TData>(result: {
  data: TData | undefined;
  previousData?: TData | undefined;
  loading: boolean;
  error?: ErrorLike | undefined;
}): ReportQuery<TData> {
  return {
    data: result.data ?? result.previousData,
    loading: result.loading,
    errorMessage: result.error ? result.error.message : null,
  };
}

/**
 * Starts every query of the match report in the same tick (also the export permission
 * and the raw top speed switch), so the batch link sends them as one request and
 * switching tabs never waits for the network.
 */
export function useMatchReportData(sessionId: string, selectedAthleteIds: readonly string[]) {
  // An empty selection means every athlete (spec 01 §5).
  const athleteIds = selectedAthleteIds.length > 0 ? [...selectedAthleteIds] : null;
  const variables = { sessionId, athleteIds };
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  return {
    canExport: usePermission({ action: 'Export', subject: 'Session', subjectId: sessionId })
      .permitted,
    showRawTopSpeed: useFeature(clubId, 'raw_top_speed').enabled,
    header: reportQuery(useQuery(MatchSessionHeaderQuery, { variables: { sessionId } })),
    summary: reportQuery(useQuery(MatchReportSummaryQuery, { variables })),
    athletes: reportQuery(useQuery(MatchReportAthletesQuery, { variables })),
    periodsDistance: reportQuery(useQuery(PeriodsDistanceQuery, { variables })),
    speedBreakdown: reportQuery(useQuery(MatchSessionSpeedBreakdownQuery, { variables })),
    heatmaps: reportQuery(
      useQuery(HeatmapsQuery, {
        variables: { ...variables, withAthletes: athleteIds !== null },
      }),
    ),
  };
}

export type MatchReportData = ReturnType<typeof useMatchReportData>;
