import type {
  ImportFileFieldsFragment,
  ImportSessionChoice,
  ImportSessionFieldsFragment,
} from '../../gql/graphql';
import {
  formatClubDate,
  INCOMPLETE_WALL_CLOCK,
  instantOfWallClock,
  wallClockOf,
  type WallClock,
} from '../../lib/clubTime';
import { formatTimeSpan } from '../../lib/formatTimeSpan';
import { someTrackMatched } from './reviewTracks';

/** The value of the choice 'New training session'; any other is an existing session's id. */
export const NEW_SESSION = 'new';

/** 'Session' beside the review (docs/product/importing.md §4), as the person sets it. */
export interface SessionChoiceValues {
  choice: string;
  start: WallClock;
  end: WallClock;
  description: string;
  /** Whether Start or End were typed: then a later proposal no longer replaces them. */
  timesEdited: boolean;
}

const EMPTY_WALL_CLOCK: WallClock = { date: '', time: '' };

export const INITIAL_SESSION_CHOICE: SessionChoiceValues = {
  choice: NEW_SESSION,
  start: EMPTY_WALL_CLOCK,
  end: EMPTY_WALL_CLOCK,
  description: '',
  timesEdited: false,
};

/**
 * The choice with the files' time span proposed as the new session's Start and End (the
 * earliest sample to the latest, the club's clock), unless the person typed their own.
 */
export function withProposal(
  values: SessionChoiceValues,
  proposedStartTime: string | null,
  proposedEndTime: string | null,
  timeZone: string,
): SessionChoiceValues {
  if (values.timesEdited || !proposedStartTime || !proposedEndTime) return values;
  const start = wallClockOf(proposedStartTime, timeZone);
  const end = wallClockOf(proposedEndTime, timeZone);
  const same = (a: WallClock, b: WallClock) => a.date === b.date && a.time === b.time;
  return same(start, values.start) && same(end, values.end) ? values : { ...values, start, end };
}

/**
 * What 'Process' sends for the session: the fixed session of `?session=`, the existing one
 * chosen, or a new training session; or what is still missing.
 */
export function importSessionChoiceOf(
  values: SessionChoiceValues,
  {
    fixedSessionId,
    clubId,
    timeZone,
  }: { fixedSessionId: string | null; clubId: string; timeZone: string },
): { session: ImportSessionChoice; errors: null } | { session: null; errors: string[] } {
  if (fixedSessionId) return { session: { sessionId: fixedSessionId }, errors: null };
  if (values.choice !== NEW_SESSION) return { session: { sessionId: values.choice }, errors: null };
  const startTime = instantOfWallClock(values.start, timeZone);
  const endTime = instantOfWallClock(values.end, timeZone);
  if (!startTime || !endTime) return { session: null, errors: [INCOMPLETE_WALL_CLOCK] };
  return {
    session: {
      newSession: {
        clubId,
        kind: 'training',
        startTime,
        endTime,
        description: values.description.trim() || null,
      },
    },
    errors: null,
  };
}

export const NO_ATHLETE_CHOSEN = 'Choose an athlete for at least one file.';

/**
 * Whether 'Process' may be pressed (docs/product/importing.md §4): every readable file read
 * (none on its way or being read; those that could not be read do not hold it up), and at
 * least one track with an athlete. `reason` says what the person can do about it.
 */
export function processReadiness({
  files,
  uploadsPending,
  processed,
}: {
  files: readonly ImportFileFieldsFragment[];
  /** Files chosen but not yet in the import. */
  uploadsPending: boolean;
  processed: boolean;
}): { enabled: boolean; reason: string | null } {
  if (processed || files.length === 0) return { enabled: false, reason: null };
  if (uploadsPending || files.some((file) => file.status === 'received')) {
    return { enabled: false, reason: null };
  }
  if (!someTrackMatched(files)) return { enabled: false, reason: NO_ATHLETE_CHOSEN };
  return { enabled: true, reason: null };
}

/** A session as the page names it: date, time, type and description. */
export function sessionSummary(session: ImportSessionFieldsFragment, timeZone: string): string {
  const type = session.__typename === 'MatchSession' ? session.matchDefinition.name : 'Training';
  return [
    formatClubDate(session.startTime, timeZone),
    formatTimeSpan(session.startTime, session.endTime, timeZone),
    type,
    session.description,
  ]
    .filter(Boolean)
    .join(' · ');
}
