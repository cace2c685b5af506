/** 'Training Session' or '{match name} Session', and when it started: 'Training Session · Sun 1 Nov, 10:00'. */
export function sessionHeadline(session: {
  startTime: string;
  matchDefinition?: { name: string } | null;
}): string {
  const kind = session.matchDefinition
    ? `${session.matchDefinition.name} Session`
    : 'Training Session';
  const when = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(session.startTime));
  return `${kind} · ${when}`;
}
