/** What a session is called in the list: 'Training Session' or '{match name} Session'. */
export function sessionTitle(matchName: string | null): string {
  return matchName === null ? 'Training Session' : `${matchName} Session`;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** The day and month in the browser's time zone, e.g. '7 Mar'. */
export function sessionDate(startTime: string): string {
  return dayMonth.format(new Date(startTime));
}
