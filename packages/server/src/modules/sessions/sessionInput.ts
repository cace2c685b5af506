import type { SessionKind } from '@touchline/domain';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import type { CreateSessionInput, MatchSessionPeriodInput } from '../../generated/graphql.js';

export interface MatchPeriodInput {
  name: string;
  startTime: Date;
  endTime: Date;
}

/** A session to create, already parsed; `validateSessionInput` says whether it makes sense. */
export interface SessionInput {
  kind: SessionKind;
  startTime: Date;
  endTime: Date;
  description?: string | null;
  matchDefinitionName?: string | null;
  opponent?: string | null;
  score?: number | null;
  opponentScore?: number | null;
  pitchId?: string | null;
  periods?: readonly MatchPeriodInput[] | null;
}

const MAX_SESSION_MS = 24 * 60 * 60 * 1000;
const MAX_TEXT = 500;
const MAX_PERIODS = 10;

/** An ISO-8601 date and time, or a clear error naming the field. */
export function parseTime(value: string, field: string): Date {
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time.getTime())) {
    throw new InvalidInputError(`${field} must be an ISO-8601 date and time, got "${value}".`);
  }
  return time;
}

/** A match's periods as GraphQL sends them, their times parsed. */
export function parsePeriods(periods: readonly MatchSessionPeriodInput[]): MatchPeriodInput[] {
  return periods.map((period) => ({
    name: period.name,
    startTime: parseTime(period.startTime, `${period.name} startTime`),
    endTime: parseTime(period.endTime, `${period.name} endTime`),
  }));
}

/** A new session as GraphQL sends it, its times parsed (not yet checked: validateSessionInput). */
export function parseSessionInput(input: CreateSessionInput): SessionInput {
  return {
    ...input,
    startTime: parseTime(input.startTime, 'startTime'),
    endTime: parseTime(input.endTime, 'endTime'),
    periods: input.periods && parsePeriods(input.periods),
  };
}

function checkText(value: string | null | undefined, field: string): void {
  if (value != null && value.length > MAX_TEXT) {
    throw new InvalidInputError(`${field} is longer than ${MAX_TEXT} characters.`);
  }
}

function checkScore(value: number | null | undefined, field: string): void {
  if (value != null && !(Number.isInteger(value) && value >= 0 && value <= 999)) {
    throw new InvalidInputError(`${field} must be a whole number from 0 to 999.`);
  }
}

/** Throws InvalidInputError with the first thing wrong, so nothing half-made is stored. */
export function validateSessionInput(input: SessionInput): void {
  const { startTime, endTime } = input;
  if (!(endTime.getTime() > startTime.getTime())) {
    throw new InvalidInputError('The session must end after it starts.');
  }
  if (endTime.getTime() - startTime.getTime() > MAX_SESSION_MS) {
    throw new InvalidInputError('A session lasts at most 24 hours.');
  }
  checkText(input.description, 'The description');
  checkText(input.opponent, 'The opponent');
  checkText(input.matchDefinitionName, 'The match name');
  const periods = input.periods ?? [];
  if (input.kind === 'training') {
    const matchOnly = [input.opponent, input.score, input.opponentScore, input.matchDefinitionName];
    if (periods.length > 0 || matchOnly.some((value) => value != null)) {
      throw new InvalidInputError(
        'Only a match has a match name, an opponent, a score or periods.',
      );
    }
    return;
  }
  checkScore(input.score, 'The score');
  checkScore(input.opponentScore, "The opponent's score");
  if ((input.score == null) !== (input.opponentScore == null)) {
    throw new InvalidInputError('Give both scores or neither.');
  }
  checkPeriods(input, periods);
}

function checkPeriods(input: SessionInput, periods: readonly MatchPeriodInput[]): void {
  if (periods.length === 0) throw new InvalidInputError('A match needs at least one period.');
  if (periods.length > MAX_PERIODS) {
    throw new InvalidInputError(`A match has at most ${MAX_PERIODS} periods.`);
  }
  const names = new Set<string>();
  const sorted = [...periods].sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  sorted.forEach((period, k) => {
    const name = period.name.trim();
    if (!name) throw new InvalidInputError('Every period needs a name.');
    checkText(name, 'A period name');
    if (names.has(name)) throw new InvalidInputError(`Two periods are called "${name}".`);
    names.add(name);
    if (!(period.endTime.getTime() > period.startTime.getTime())) {
      throw new InvalidInputError(`${name} must end after it starts.`);
    }
    if (period.startTime < input.startTime || period.endTime > input.endTime) {
      throw new InvalidInputError(`${name} must lie inside the session.`);
    }
    const previous = sorted[k - 1];
    if (previous && period.startTime < previous.endTime) {
      throw new InvalidInputError(`${name} overlaps ${previous.name.trim()}.`);
    }
  });
}
