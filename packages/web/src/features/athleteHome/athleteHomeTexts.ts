import type { PersonalBestMetric, UnitSystem } from '@touchline/domain';
import { formatDistance, formatSpeed } from '@touchline/domain';
import { zonedFormatter } from '../../lib/zonedFormatter';

/** The athlete home's texts (docs/product/athlete-app.md §2). */
export const HOME_TEXTS = {
  title: 'My Home',
  surveys: 'Surveys to answer',
  noSurveys: 'No surveys to answer. You are all caught up.',
  answer: 'Answer',
  lastSessions: 'My last sessions',
  noSessions: 'No sessions with your data yet.',
  me: 'Me',
  myAverage: 'My average',
  team: 'Team',
  bests: 'My personal bests',
  noBests: 'Your personal bests appear after your first session with data.',
  load: 'My load',
  loadIntro: 'Distance per week over the last four weeks.',
  ratio: 'Acute:chronic ratio',
  noRatio: 'The acute:chronic ratio needs four weeks of sessions.',
  notAnAthlete: 'You are not an athlete of this club, so you have no home here.',
} as const;

/** What each compared number is called. */
export const METRIC_LABELS: Record<PersonalBestMetric, string> = {
  maxSpeedKph: 'Top speed',
  totalDistanceM: 'Distance',
  totalSprintDistanceM: 'Sprint distance',
  totalHighIntensityDistanceM: 'High-intensity distance',
};

/** The order the home shows them in. */
export const HOME_METRICS: readonly PersonalBestMetric[] = [
  'totalDistanceM',
  'totalHighIntensityDistanceM',
  'totalSprintDistanceM',
  'maxSpeedKph',
];

export function formatMetric(metric: PersonalBestMetric, value: number, unitSystem: UnitSystem) {
  return metric === 'maxSpeedKph'
    ? formatSpeed(value, unitSystem)
    : formatDistance(value, unitSystem);
}

const SESSION_DATE = { weekday: 'short', day: 'numeric', month: 'short' } as const;
const SHORT_DATE = { day: 'numeric', month: 'short' } as const;
const SENT_AT = { ...SESSION_DATE, hour: '2-digit', minute: '2-digit' } as const;

/** 'Training · Sun 1 Nov' or '{match} · Sat 31 Oct', in the browser's zone. */
export function sessionTitle(session: {
  startTime: string;
  matchDefinition?: { name: string } | null;
}): string {
  const kind = session.matchDefinition ? session.matchDefinition.name : 'Training';
  return `${kind} · ${zonedFormatter(SESSION_DATE, undefined).format(new Date(session.startTime))}`;
}

/** '2 Nov – 8 Nov': a week's first and last day. */
export function weekLabel(week: { startTime: string; endTime: string }): string {
  const format = zonedFormatter(SHORT_DATE, undefined);
  const lastDay = new Date(new Date(week.endTime).getTime() - 1);
  return `${format.format(new Date(week.startTime))} – ${format.format(lastDay)}`;
}

/** 'Sent Sun 1 Nov, 07:30'. */
export function sentText(distributedAt: string): string {
  return `Sent ${zonedFormatter(SENT_AT, undefined).format(new Date(distributedAt))}`;
}
