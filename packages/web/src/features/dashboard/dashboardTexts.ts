/** The dashboard's words, as docs/product/dashboard-and-segments.md §2.2 and §8 give them. */
export const DASHBOARD_TEXTS = {
  title: 'Team Dashboard',
  lastSessionOverview: 'Last Session Overview',
  lastSessionAthletes: 'Last Session by Athlete',
  averageDistance: 'Average Distance',
  sessionAverage: 'SESSION AVERAGE',
  teamWeeklyOverview: 'Team Weekly Overview',
  noWeeklyData: 'No team weekly overview data found',
  noSessionsInThirtyDays: 'No sessions in the last 30 days.',
  totals: 'Totals',
  averages: 'Averages',
  week: 'Week',
} as const;
