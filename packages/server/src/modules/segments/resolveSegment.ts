import {
  floorToWholeSecond,
  CLIP_TIMES_NOT_WHOLE,
  CLIPS_PER_ATHLETE_REACHED,
  MAX_CLIPS_PER_ATHLETE,
  normaliseClippedPeriods,
  uniqueIds,
  wholeSegmentClip,
  type ClippedPeriod,
  type TaggableType,
} from '@touchline/domain';
import type { SessionSegmentPatch } from '../../generated/graphql.js';

/** A segment as it is stored: times in whole seconds, clips normalised per athlete. */
export interface SegmentState {
  title: string;
  startMs: number;
  endMs: number;
  tagDefinitionIds: string[];
  /** By session participation id. */
  participants: Map<string, { athleteId: string; tagDefinitionIds: string[] }>;
  /** By athlete id; an athlete without an entry has the whole segment. */
  clips: Map<string, ClippedPeriod[]>;
}

/** What the rules are checked against: the session, its athletes and the club's tags. */
export interface SegmentRules {
  session: { startMs: number; endMs: number };
  /** Session participation id -> athlete id. */
  athleteOfParticipation: ReadonlyMap<string, string>;
  /** Tag definition id -> what it may be put on. */
  tagKinds: ReadonlyMap<string, readonly TaggableType[]>;
}

/** One broken rule, under its place in the input (the mutation adds the argument's name). */
export interface InputIssue {
  path: (string | number)[];
  message: string;
}

/** The segment fields of every segment input (create's attributes, a patch, a bulk patch). */
export type SegmentInput = SessionSegmentPatch;

export const MAX_TITLE_LENGTH = 200;

/** What each kind of tag is called in the messages. */
const TAG_PLACES: Record<TaggableType, string> = {
  segment: 'segments',
  segment_participation_part: 'athletes in segments',
  session_participation: 'athletes in sessions',
};

/** Tags the club allows on `kind`; a message for the first id that is not one. */
export function tagIssue(
  ids: readonly string[],
  kind: TaggableType,
  rules: Pick<SegmentRules, 'tagKinds'>,
  what: string,
): string | null {
  const wrong = ids.some((id) => !rules.tagKinds.get(id)?.includes(kind));
  return wrong ? `${what} must be tags the club allows on ${TAG_PLACES[kind]}` : null;
}

function parseTime(value: string): number | null {
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * The segment an input makes of `existing` (null: a new segment), or the
 * rules it breaks (docs/product/dashboard-and-segments.md §5, re-checked on the server): a title, start and
 * end (required where `required` says, never blank or null when given), end
 * after start and both inside the session, tags the club allows on what is
 * tagged, athletes of the session, clips of athletes in the segment. Times
 * are floored to whole seconds; clips are clamped to the segment and merged.
 * Without new clips an athlete's clips stay where they were in time.
 */
export function resolveSegment(
  existing: SegmentState | null,
  input: SegmentInput,
  rules: SegmentRules,
): { state: SegmentState; issues: [] } | { state: null; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  const issue = (path: (string | number)[], message: string) => issues.push({ path, message });

  let title = existing?.title ?? '';
  if (input.title !== undefined || !existing) {
    if (blank(input.title)) issue(['title'], "Title can't be blank");
    else if (input.title!.trim().length > MAX_TITLE_LENGTH)
      issue(['title'], `Title is too long (maximum is ${MAX_TITLE_LENGTH} characters)`);
    else title = input.title!.trim();
  }

  const time = (field: 'startTime' | 'endTime', label: string, current?: number) => {
    const value = input[field];
    if (value === undefined && current !== undefined) return current;
    if (value === undefined || value === null || blank(value)) {
      issue([field], `${label} can't be blank`);
      return null;
    }
    const ms = parseTime(value);
    if (ms === null) issue([field], `${label} is not a valid date and time`);
    return ms === null ? null : floorToWholeSecond(ms);
  };
  const startMs = time('startTime', 'Start time', existing?.startMs);
  const endMs = time('endTime', 'End time', existing?.endMs);
  if (startMs !== null && endMs !== null) {
    if (endMs <= startMs) issue(['endTime'], 'End time must be after the start time');
    if (startMs < floorToWholeSecond(rules.session.startMs))
      issue(['startTime'], 'Start time must not be before the session starts');
    if (endMs > rules.session.endMs)
      issue(['endTime'], 'End time must not be after the session ends');
  }

  const tagDefinitionIds = uniqueIds(input.tagDefinitionIds ?? existing?.tagDefinitionIds ?? []);
  const segmentTags = tagIssue(tagDefinitionIds, 'segment', rules, 'Tags');
  if (segmentTags) issue(['tagDefinitionIds'], segmentTags);

  const participants = resolveParticipants(existing, input, rules, issue);
  const durationMs = startMs !== null && endMs !== null ? endMs - startMs : 0;
  const clips =
    input.clippedTimePeriodsByAthlete != null
      ? givenClips(input, participants, durationMs, rules, issue)
      : movedClips(existing, participants, startMs ?? 0, durationMs);

  if (issues.length > 0 || startMs === null || endMs === null) return { state: null, issues };
  return {
    state: { title, startMs, endMs, tagDefinitionIds, participants, clips },
    issues: [],
  };
}

function resolveParticipants(
  existing: SegmentState | null,
  input: SegmentInput,
  rules: SegmentRules,
  issue: (path: (string | number)[], message: string) => void,
): SegmentState['participants'] {
  if (input.participations == null) {
    if (existing) return existing.participants;
    // A new segment without a list has everyone of the session.
    return new Map(
      [...rules.athleteOfParticipation].map(([id, athleteId]) => [
        id,
        { athleteId, tagDefinitionIds: [] },
      ]),
    );
  }
  if (input.participations.length === 0) issue(['participations'], "Athletes can't be blank");
  const participants: SegmentState['participants'] = new Map();
  input.participations.forEach((participation, index) => {
    const athleteId = rules.athleteOfParticipation.get(participation.id);
    if (!athleteId) {
      issue(['participations', index, 'id'], 'Athletes must have taken part in the session');
      return;
    }
    const tags = uniqueIds(participation.tagDefinitionIds);
    const wrong = tagIssue(tags, 'segment_participation_part', rules, 'Athlete tags');
    if (wrong) issue(['participations', index, 'tagDefinitionIds'], wrong);
    const known = participants.get(participation.id);
    participants.set(participation.id, {
      athleteId,
      tagDefinitionIds: uniqueIds([...(known?.tagDefinitionIds ?? []), ...tags]),
    });
  });
  return participants;
}

/** The clips sent: every athlete's list replaced, athletes without one get the whole segment. */
function givenClips(
  input: SegmentInput,
  participants: SegmentState['participants'],
  durationMs: number,
  rules: SegmentRules,
  issue: (path: (string | number)[], message: string) => void,
): SegmentState['clips'] {
  const inSegment = new Set([...participants.values()].map((p) => p.athleteId));
  const byAthlete = new Map<string, ClippedPeriod[]>();
  input.clippedTimePeriodsByAthlete!.forEach((entry, index) => {
    if (!inSegment.has(entry.athleteId)) {
      issue(
        ['clippedTimePeriodsByAthlete', index, 'athleteId'],
        'Clips must be of athletes in the segment',
      );
      return;
    }
    const at = ['clippedTimePeriodsByAthlete', index, 'clippedTimePeriods'];
    if (entry.clippedTimePeriods.length > MAX_CLIPS_PER_ATHLETE) {
      issue(at, CLIPS_PER_ATHLETE_REACHED);
      return;
    }
    entry.clippedTimePeriods.forEach((clip, clipIndex) => {
      if (!Number.isInteger(clip.startOffset) || !Number.isInteger(clip.endOffset))
        issue([...at, clipIndex], CLIP_TIMES_NOT_WHOLE);
      const wrong = tagIssue(
        clip.tagDefinitionIds ?? [],
        'segment_participation_part',
        rules,
        'Clip tags',
      );
      if (wrong)
        issue(
          [
            'clippedTimePeriodsByAthlete',
            index,
            'clippedTimePeriods',
            clipIndex,
            'tagDefinitionIds',
          ],
          wrong,
        );
    });
    const clips = entry.clippedTimePeriods.map((clip) => ({
      startOffset: clip.startOffset,
      endOffset: clip.endOffset,
      tagDefinitionIds: clip.tagDefinitionIds ?? [],
    }));
    byAthlete.set(entry.athleteId, [...(byAthlete.get(entry.athleteId) ?? []), ...clips]);
  });
  return normalisedClips(byAthlete, inSegment, durationMs);
}

/** Without new clips: each athlete's clips stay where they were in time, clamped to the segment. */
function movedClips(
  existing: SegmentState | null,
  participants: SegmentState['participants'],
  startMs: number,
  durationMs: number,
): SegmentState['clips'] {
  const inSegment = new Set([...participants.values()].map((p) => p.athleteId));
  const shift = existing ? existing.startMs - startMs : 0;
  const byAthlete = new Map<string, ClippedPeriod[]>();
  for (const [athleteId, clips] of existing?.clips ?? []) {
    byAthlete.set(
      athleteId,
      clips.map((clip) => ({
        ...clip,
        startOffset: clip.startOffset + shift,
        endOffset: clip.endOffset + shift,
      })),
    );
  }
  return normalisedClips(byAthlete, inSegment, durationMs);
}

/** Clamped and merged; a list that is just the whole segment, untagged, is not kept. */
function normalisedClips(
  byAthlete: ReadonlyMap<string, ClippedPeriod[]>,
  inSegment: ReadonlySet<string>,
  durationMs: number,
): SegmentState['clips'] {
  const whole = wholeSegmentClip(durationMs);
  const clips: SegmentState['clips'] = new Map();
  for (const [athleteId, periods] of byAthlete) {
    if (!inSegment.has(athleteId)) continue;
    const normalised = normaliseClippedPeriods(periods, durationMs);
    const [only] = normalised;
    const isWhole =
      normalised.length === 1 &&
      only!.startOffset === whole.startOffset &&
      only!.endOffset === whole.endOffset &&
      only!.tagDefinitionIds.length === 0;
    if (!isWhole) clips.set(athleteId, normalised);
  }
  return clips;
}
