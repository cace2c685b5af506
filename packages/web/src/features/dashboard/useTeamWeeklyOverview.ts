import { useQuery } from '@apollo/client/react';
import { teamWeeks, type TeamWeek } from '@touchline/domain';
import { useMemo, useState } from 'react';
import { browserTimeZone } from '../../lib/timeZone';
import { openingWeek } from './openingWeek';
import { TeamWeeklyOverviewQuery } from './TeamWeeklyOverviewQuery';

/**
 * The weeks of the last 35 days in the browser's zone (the zone every request
 * carries), the one chosen and its table. It opens on the week of the club's
 * last session: `lastSessionStartTime` is undefined while the dashboard has
 * not answered yet, null when there is no such session.
 */
export function useTeamWeeklyOverview(
  clubId: string,
  lastSessionStartTime: string | null | undefined,
) {
  const weeks = useMemo(() => teamWeeks(new Date(), browserTimeZone()), []);
  const [chosen, setChosen] = useState<string | null>(null);
  const opening = openingWeek(weeks, lastSessionStartTime ? new Date(lastSessionStartTime) : null);
  const week: TeamWeek = weeks.find((candidate) => candidate.startDate === chosen) ?? opening;
  // Asked at once, for this week until the last session says otherwise: most
  // days that is the week, and the table comes in the dashboard's round trip.
  const { data, error } = useQuery(TeamWeeklyOverviewQuery, {
    variables: {
      clubId,
      startTime: week.startTime.toISOString(),
      endTime: week.endTime.toISOString(),
    },
    skip: !clubId,
  });
  // Until then a table shown could be one the next moment replaces (a Monday's empty week).
  const settled = chosen !== null || lastSessionStartTime !== undefined;
  return {
    weeks,
    week,
    selectWeek: setChosen,
    /** Undefined while loading (or when the query failed without data). */
    rows: settled ? data?.club?.teamWeeklyOverview : undefined,
    error: settled ? error : undefined,
  };
}
