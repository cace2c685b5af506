import { SESSION_DATE } from '../../components/athletes/athleteMetricTexts';
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
  myProfile: 'My profile',
} as const;

const SHORT_DATE = { day: 'numeric', month: 'short' } as const;
const SENT_AT = { ...SESSION_DATE, hour: '2-digit', minute: '2-digit' } as const;

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
