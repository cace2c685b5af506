import { useQuery } from '@apollo/client/react';
import { teamWeeks, type TeamWeek } from '@touchline/domain';
import { useMemo, useState } from 'react';
import { browserTimeZone } from '../../lib/timeZone';
import { TeamWeeklyOverviewQuery } from './TeamWeeklyOverviewQuery';

/**
 * The weeks of the last 35 days in the browser's zone (the zone every request
 * carries), the one chosen (this week at first) and its table.
 */
export function useTeamWeeklyOverview(clubId: string) {
  const weeks = useMemo(() => teamWeeks(new Date(), browserTimeZone()), []);
  const [startDate, setStartDate] = useState(weeks[0]!.startDate);
  const week: TeamWeek = weeks.find((candidate) => candidate.startDate === startDate) ?? weeks[0]!;
  const { data, error } = useQuery(TeamWeeklyOverviewQuery, {
    variables: {
      clubId,
      startTime: week.startTime.toISOString(),
      endTime: week.endTime.toISOString(),
    },
    skip: !clubId,
  });
  return {
    weeks,
    week,
    selectWeek: setStartDate,
    /** Undefined while loading (or when the query failed without data). */
    rows: data?.club?.teamWeeklyOverview,
    error,
  };
}
