import {
  formatDistance,
  formatSpeed,
  PERSONAL_BEST_NAMES,
  type NotificationType,
  type PersonalBestMetric,
  type UnitSystem,
} from '@touchline/domain';

/** What a notification's sentence is made from, loaded by the caller. */
export interface SentenceFacts {
  type: NotificationType;
  payload: Record<string, unknown>;
  club: { name: string; timeZone: string } | null;
  session: { kind: string; startTime: Date; opponent: string | null } | null;
  survey: { title: string } | null;
  distributedAt: Date | null;
  /** How the reader reads distances and speeds. */
  unitSystem: UnitSystem;
}

/** The sentence a person reads (in the list, an e-mail, a push) and the page it links to. */
export interface NotificationText {
  sentence: string;
  path: string;
}

/**
 * Web paths the notifications link to. The survey pages are the athlete's
 * answer page and the staff's completion board.
 */
export const NOTIFICATION_PATHS = {
  session: (sessionId: string) => `/sessions/${sessionId}`,
  answerSurvey: (distributionId: string) => `/surveys/answer/${distributionId}`,
  surveyBoard: '/surveys/board',
  home: '/',
} as const;

// One formatter a zone: making one costs more than the rest of a notifications page.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function day(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

function sessionName(facts: SentenceFacts): string {
  const { session, club } = facts;
  if (!session) return 'A session';
  const when = day(session.startTime, club?.timeZone ?? 'UTC');
  if (session.kind !== 'match') return `Training on ${when}`;
  return session.opponent
    ? `The match against ${session.opponent} on ${when}`
    : `The match on ${when}`;
}

const surveyTitle = (facts: SentenceFacts) => `'${facts.survey?.title ?? 'A survey'}'`;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The sentence and link of a notification (docs/product/notifications.md). */
export function notificationText(facts: SentenceFacts): NotificationText {
  const { payload } = facts;
  const clubName = facts.club?.name ?? 'Your club';
  switch (facts.type) {
    case 'DataReady':
      return {
        sentence: `${sessionName(facts)} is ready: ${payload.forAthlete ? 'your' : "the team's"} numbers are in.`,
        path: NOTIFICATION_PATHS.session(text(payload.sessionId)),
      };
    case 'NewPersonalBest':
      return {
        sentence: `New personal best: ${best(facts)} in ${lowerFirst(sessionName(facts))}.`,
        path: NOTIFICATION_PATHS.session(text(payload.sessionId)),
      };
    case 'LegacySurveyDistributed':
      return {
        sentence: `New survey: ${surveyTitle(facts)} is waiting for your answer.`,
        path: NOTIFICATION_PATHS.answerSurvey(text(payload.distributionId)),
      };
    case 'SurveyReminder':
      return {
        sentence: `Reminder: ${surveyTitle(facts)} still needs your answer.`,
        path: NOTIFICATION_PATHS.answerSurvey(text(payload.distributionId)),
      };
    case 'SurveyCompleted':
      return {
        sentence: `Everyone has answered ${surveyTitle(facts)}${
          facts.distributedAt
            ? ` of ${day(facts.distributedAt, facts.club?.timeZone ?? 'UTC')}`
            : ''
        }.`,
        path: NOTIFICATION_PATHS.surveyBoard,
      };
    case 'AccountSuspended':
      return {
        sentence: `${clubName}'s account is suspended: no data can be uploaded until it is reactivated.`,
        path: NOTIFICATION_PATHS.home,
      };
    case 'AccountUnpaid':
      return {
        sentence: `${clubName}'s subscription is unpaid: please ask your club's admin to settle it.`,
        path: NOTIFICATION_PATHS.home,
      };
    default:
      return { sentence: 'Something changed in your club.', path: NOTIFICATION_PATHS.home };
  }
}

/** e.g. 'top speed 31.2 km/h', in the reader's units. */
function best({ payload, unitSystem }: SentenceFacts): string {
  const metric = payload.metric as PersonalBestMetric;
  const name = PERSONAL_BEST_NAMES[metric] ?? 'a personal best';
  const value = typeof payload.value === 'number' ? payload.value : null;
  if (value === null) return name;
  const shown =
    metric === 'maxSpeedKph' ? formatSpeed(value, unitSystem) : formatDistance(value, unitSystem);
  return `${name} ${shown}`;
}

const lowerFirst = (value: string) =>
  value.startsWith('Training') || value.startsWith('The ')
    ? value[0]!.toLowerCase() + value.slice(1)
    : value;
