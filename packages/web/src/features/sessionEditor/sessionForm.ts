import type {
  CreateSessionInput,
  EditableSessionFragment,
  MutationErrorFieldsFragment,
  SessionKind,
} from '../../gql/graphql';
import {
  INCOMPLETE_WALL_CLOCK,
  instantOfWallClock,
  wallClockOf,
  type WallClock,
} from '../../lib/clubTime';

/** One match period as the dialog's row holds it. */
export interface PeriodValues {
  name: string;
  start: WallClock;
  end: WallClock;
}

/** The session dialog's fields as typed (docs/product/importing.md §1). */
export interface SessionFormValues {
  kind: SessionKind;
  start: WallClock;
  end: WallClock;
  description: string;
  /** '' for no pitch. */
  pitchId: string;
  matchName: string;
  opponent: string;
  score: string;
  opponentScore: string;
  periods: PeriodValues[];
  /** Whether the periods are the person's own, not the proposal that follows the times. */
  periodsEdited: boolean;
}

/** Where a message shows: under a field, or under them all. */
export type SessionField = 'start' | 'end' | 'periods' | 'form';
export type SessionFieldErrors = Partial<Record<SessionField, string[]>>;

const DEFAULT_MATCH_NAME = 'Match';
const HOUR_MS = 3_600_000;
/** A new session's proposed length. */
const NEW_SESSION_MS = 1.5 * HOUR_MS;

/** A new session: training, from the next whole hour for an hour and a half. */
export function newSessionValues(now: Date, timeZone: string): SessionFormValues {
  const startMs = Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS;
  return {
    kind: 'training',
    start: wallClockOf(new Date(startMs).toISOString(), timeZone),
    end: wallClockOf(new Date(startMs + NEW_SESSION_MS).toISOString(), timeZone),
    description: '',
    pitchId: '',
    matchName: DEFAULT_MATCH_NAME,
    opponent: '',
    score: '',
    opponentScore: '',
    periods: [],
    periodsEdited: false,
  };
}

/** A saved session as the dialog edits it. */
export function sessionFormValuesOf(
  session: EditableSessionFragment,
  timeZone: string,
): SessionFormValues {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  const match = session.__typename === 'MatchSession' ? session : null;
  return {
    kind: match ? 'match' : 'training',
    start: wallClockOf(session.startTime, timeZone),
    end: wallClockOf(session.endTime, timeZone),
    description: text(session.description),
    pitchId: session.pitch?.id ?? '',
    matchName: match?.matchDefinition.name ?? DEFAULT_MATCH_NAME,
    opponent: text(match?.opponent),
    score: text(match?.score),
    opponentScore: text(match?.opponentScore),
    periods: (match?.matchSessionPeriods ?? []).map((period) => ({
      name: period.name,
      start: wallClockOf(period.startTime, timeZone),
      end: wallClockOf(period.endTime, timeZone),
    })),
    periodsEdited: true,
  };
}

/**
 * A new match's proposal: '1st Half' and '2nd Half' splitting the session's time in two (to
 * the minute); none while the times are incomplete or out of order.
 */
export function proposedPeriods(
  start: WallClock,
  end: WallClock,
  timeZone: string,
): PeriodValues[] {
  const startTime = instantOfWallClock(start, timeZone);
  const endTime = instantOfWallClock(end, timeZone);
  if (!startTime || !endTime) return [];
  const startMs = Date.parse(startTime);
  const endMs = Date.parse(endTime);
  if (endMs <= startMs) return [];
  const middle = new Date(startMs + Math.round((endMs - startMs) / 2 / 60_000) * 60_000);
  const half = wallClockOf(middle.toISOString(), timeZone);
  return [
    { name: '1st Half', start, end: half },
    { name: '2nd Half', start: half, end },
  ];
}

/**
 * The values after a change of the session's own fields: a match whose periods are still the
 * proposal gets them proposed again from its times.
 */
export function changeSession(
  values: SessionFormValues,
  change: Partial<Omit<SessionFormValues, 'periods' | 'periodsEdited'>>,
  timeZone: string,
): SessionFormValues {
  const next = { ...values, ...change };
  if (next.kind !== 'match' || next.periodsEdited) return next;
  return { ...next, periods: proposedPeriods(next.start, next.end, timeZone) };
}

/** The values after the person changed the periods themselves. */
export function changePeriods(
  values: SessionFormValues,
  periods: PeriodValues[],
): SessionFormValues {
  return { ...values, periods, periodsEdited: true };
}

type SessionInputFields = Omit<CreateSessionInput, 'clubId'>;

/**
 * The values as the mutation's input, or what is still missing (a date or a time half
 * typed). The server checks the rest (`validateSessionInput`) and says what is wrong.
 */
export function sessionInputOf(
  values: SessionFormValues,
  timeZone: string,
): { input: SessionInputFields; errors: null } | { input: null; errors: SessionFieldErrors } {
  const startTime = instantOfWallClock(values.start, timeZone);
  const endTime = instantOfWallClock(values.end, timeZone);
  const periods = values.periods.map((period) => ({
    name: period.name,
    startTime: instantOfWallClock(period.start, timeZone),
    endTime: instantOfWallClock(period.end, timeZone),
  }));
  const errors: SessionFieldErrors = {};
  if (!startTime) errors.start = [INCOMPLETE_WALL_CLOCK];
  if (!endTime) errors.end = [INCOMPLETE_WALL_CLOCK];
  const match = values.kind === 'match';
  const incompletePeriod = periods.find((period) => !period.startTime || !period.endTime);
  if (match && incompletePeriod) {
    errors.periods = [`${incompletePeriod.name || 'A period'}: ${INCOMPLETE_WALL_CLOCK}`];
  }
  if (!startTime || !endTime || Object.keys(errors).length > 0) return { input: null, errors };
  const common = {
    kind: values.kind,
    startTime,
    endTime,
    description: values.description.trim() || null,
    pitchId: values.pitchId || null,
  };
  if (!match) return { input: common, errors: null };
  return {
    input: {
      ...common,
      matchDefinitionName: values.matchName.trim() || DEFAULT_MATCH_NAME,
      opponent: values.opponent.trim() || null,
      score: scoreOf(values.score),
      opponentScore: scoreOf(values.opponentScore),
      periods: periods.map((period) => ({
        name: period.name,
        startTime: period.startTime!,
        endTime: period.endTime!,
      })),
    },
    errors: null,
  };
}

/** A typed score; the server says what a bad one breaks. */
const scoreOf = (text: string) => (text.trim() === '' ? null : Number(text));

const FIELD_OF_INPUT: Record<string, SessionField> = {
  startTime: 'start',
  endTime: 'end',
  periods: 'periods',
};

/**
 * The payload's errors by where they show: under the field their path names
 * (`['input', 'startTime']`), else under the fields (a rule of the whole input).
 */
export function sessionFieldErrorsOf(
  errors: readonly MutationErrorFieldsFragment[],
): SessionFieldErrors {
  const byField: SessionFieldErrors = {};
  for (const error of errors) {
    const field = FIELD_OF_INPUT[error.path[1] ?? ''] ?? 'form';
    byField[field] = [...(byField[field] ?? []), ...error.fullMessages];
  }
  return byField;
}
