import type { TeamWeek } from '@touchline/domain';

/**
 * The week the team weekly table opens on: the one holding the club's last
 * session (the newest that has started), so a Monday does not open on a week
 * with nothing in it yet. This week when that session is older than the weeks
 * offered, or there is none.
 */
export function openingWeek(weeks: readonly TeamWeek[], lastSessionStart: Date | null): TeamWeek {
  const thisWeek = weeks[0]!;
  if (!lastSessionStart) return thisWeek;
  const time = lastSessionStart.getTime();
  return (
    weeks.find((week) => week.startTime.getTime() <= time && time < week.endTime.getTime()) ??
    thisWeek
  );
}
