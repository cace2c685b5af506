import type { EditorAthlete, EditorInput, SavedSegmentInput } from '../types';

export const SECOND = 1000;
/** A 500 s session: at the default scale (500 px across it) one pixel is one second. */
export const SESSION_START = Date.UTC(2026, 0, 5, 9, 0, 0);
export const SESSION_END = SESSION_START + 500 * SECOND;

/** The instant `seconds` into the fixture session. */
export function at(seconds: number): number {
  return SESSION_START + seconds * SECOND;
}

function steadySpeed(kph: number): EditorAthlete['speed'] {
  return { startMs: SESSION_START, intervalMs: SECOND, valuesKph: Array<number>(500).fill(kph) };
}

export const ATHLETES: EditorAthlete[] = [
  {
    id: 'a1',
    name: 'Ada Lovelace',
    sessionParticipationId: 'p1',
    tagDefinitionIds: [],
    hasData: true,
    speed: steadySpeed(10.8),
  },
  {
    id: 'a2',
    name: 'Grace Hopper',
    sessionParticipationId: 'p2',
    tagDefinitionIds: ['t1'],
    hasData: true,
    speed: steadySpeed(7.2),
  },
  {
    id: 'a3',
    name: 'Alan Turing',
    sessionParticipationId: 'p3',
    tagDefinitionIds: [],
    hasData: false,
    speed: null,
  },
];

/** Saved 'Warm Up' 100–200 s (a1, a2) and 'Rondo' 300–400 s (a1). */
export const SAVED_SEGMENTS: SavedSegmentInput[] = [
  {
    id: 's1',
    title: 'Warm Up',
    startTimestamp: at(100),
    endTimestamp: at(200),
    participations: [
      { id: 'p1', tagDefinitionIds: [] },
      { id: 'p2', tagDefinitionIds: [] },
    ],
    tagDefinitionIds: [],
    clippedTimePeriodsByAthlete: [],
  },
  {
    id: 's2',
    title: 'Rondo',
    startTimestamp: at(300),
    endTimestamp: at(400),
    participations: [{ id: 'p1', tagDefinitionIds: [] }],
    tagDefinitionIds: ['t2'],
    clippedTimePeriodsByAthlete: [],
  },
];

export function fixtureInput(overrides: Partial<EditorInput> = {}): EditorInput {
  let next = 0;
  return {
    session: { startMs: SESSION_START, endMs: SESSION_END },
    athletes: ATHLETES,
    segments: SAVED_SEGMENTS,
    tagDefinitions: [
      {
        id: 't1',
        label: 'Defenders',
        colour: '#1565c0',
        validTaggableTypes: ['session_participation'],
      },
      {
        id: 't2',
        label: 'Possession',
        colour: '#2e7d32',
        validTaggableTypes: ['segment', 'segment_participation_part'],
      },
    ],
    groups: [{ id: 'g1', name: 'Back four', colour: '#ff9800', athleteIds: ['a1', 'a2'] }],
    widthPx: 1000,
    createId: () => `draft-${++next}`,
    ...overrides,
  };
}
