import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteMetricSets, segments, sessionParticipations, sessions } from '../src/db/tables.js';
import { createSession } from '../src/modules/sessions/createSession.service.js';
import { KICK_OFF } from './support/sessionFixtures.js';
import {
  ATHLETES_QUERY,
  PERMISSION_QUERY,
  SESSION_AVERAGE_QUERY,
  SESSION_CONTAINER_QUERY,
  SESSION_DETAILS,
  SESSIONS_QUERY,
  SPEED_BREAKDOWN,
} from './support/sessionReportQueries.js';
import {
  seedAthleteGroups,
  seedReportSessions,
  type ReportSessions,
} from './support/sessionReportFixtures.js';
import { clubIdNamed } from './support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

interface Participation {
  id: string;
  athlete: { id: string; name: string; initials: string };
  athleteMetricSet: Record<string, unknown> | null;
}
interface SessionAnswer {
  session: {
    __typename: string;
    startTime: string;
    sessionParticipations: Participation[];
    [field: string]: unknown;
  };
}

let testApp: TestApp;
let coach: Session;
let athlete: Session;
let seeded: ReportSessions;
let hoopsId: string;

const db = () => testApp.testDatabase.database.db;
const NAME_ORDER = [
  'Ada Without Data',
  'Hayes, Jordan "JJ"',
  'Player 9',
  'Player 10',
  'Zoë Ångström',
];

async function ask<T = SessionAnswer>(
  query: string,
  variables: Record<string, unknown>,
  session: Session = coach,
): Promise<T> {
  const answer = await graphql<T>(testApp.app, session, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** The stored whole-session metric set of an athlete's participation. */
async function storedSessionSet(sessionId: string, athleteId: string) {
  const [row] = await db()
    .select({ set: athleteMetricSets })
    .from(athleteMetricSets)
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
    )
    .where(
      and(
        eq(athleteMetricSets.sessionId, sessionId),
        eq(athleteMetricSets.windowKey, 'session'),
        eq(sessionParticipations.athleteId, athleteId),
      ),
    );
  return row!.set;
}

beforeAll(async () => {
  testApp = await startTestApp();
  coach = await signIn(testApp.app, 'coach@touchline.test');
  athlete = await signIn(testApp.app, 'athlete@touchline.test');
  seeded = await seedReportSessions(testApp, coach, await clubIdNamed(db(), 'Touchline FC'));
  hoopsId = await clubIdNamed(db(), 'Touchline Hoops');
});
afterAll(() => testApp.close());

describe('SessionsQuery', () => {
  it('lists the athlete groups by name with their members by name', async () => {
    const { midfieldId, defenceId } = await seedAthleteGroups(db(), seeded.clubId, seeded.squad);
    const data = await ask<{ club: { athleteGroups: unknown[] } }>(SESSIONS_QUERY, {
      clubId: seeded.clubId,
    });
    expect(data.club.athleteGroups).toEqual([
      {
        id: defenceId,
        name: 'Defence',
        colour: '#ff6633',
        athletes: [{ id: seeded.squad['Player 10'], name: 'Player 10', initials: 'PL' }],
      },
      {
        id: midfieldId,
        name: 'Midfield',
        colour: '#3366ff',
        athletes: [
          { id: seeded.squad['Hayes, Jordan "JJ"'], name: 'Hayes, Jordan "JJ"', initials: 'HA' },
          { id: seeded.squad['Zoë Ångström'], name: 'Zoë Ångström', initials: 'ZO' },
        ],
      },
    ]);
  });

  it('pages the club sessions newest first, 20 at a time', async () => {
    const starts = Array.from({ length: 45 }, (_, day) => Date.UTC(2026, 0, 1 + day, 18));
    await db()
      .insert(sessions)
      .values(
        starts.map((start) => ({
          clubId: hoopsId,
          kind: 'training' as const,
          startTime: new Date(start),
          endTime: new Date(start + 3_600_000),
        })),
      );
    type Page = {
      club: { sessions: { nextOffset: number | null; nodes: { startTime: string }[] } };
    };
    const pages: Page['club']['sessions'][] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: Page = await ask<Page>(SESSIONS_QUERY, { clubId: hoopsId, offset });
      pages.push(page.club.sessions);
      offset = page.club.sessions.nextOffset;
    }
    expect(pages.map((page) => [page.nodes.length, page.nextOffset])).toEqual([
      [20, 20],
      [20, 40],
      [5, null],
    ]);
    const listed = pages.flatMap((page) => page.nodes.map((node) => Date.parse(node.startTime)));
    expect(listed).toEqual([...starts].reverse());
  });

  it('names the match definition of matches and refuses a negative offset', async () => {
    type Nodes = { club: { sessions: { nodes: { id: string; matchDefinition?: unknown }[] } } };
    const data = await ask<Nodes>(SESSIONS_QUERY, { clubId: seeded.clubId });
    const match = data.club.sessions.nodes.find((node) => node.id === seeded.matchId);
    expect(match).toMatchObject({
      __typename: 'MatchSession',
      matchDefinition: { name: 'League Match' },
    });
    const negative = await graphql(testApp.app, coach, SESSIONS_QUERY, {
      clubId: seeded.clubId,
      offset: -1,
    });
    expect(negative.errors).toEqual([
      expect.objectContaining({
        message: 'The offset must be 0 or more.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });
});

describe('AthletesQuery and the athleteIds filter', () => {
  it('lists the participants by name', async () => {
    const data = await ask(ATHLETES_QUERY, { sessionId: seeded.trainingId });
    expect(data.session.sessionParticipations.map((p) => p.athlete.name)).toEqual(NAME_ORDER);
  });

  it('narrows every participation list to the chosen athletes; none chosen is everyone', async () => {
    const chosen = [seeded.squad['Zoë Ångström'], seeded.squad['Player 9']];
    const narrowed = await ask(SESSION_DETAILS, { sessionId: seeded.matchId, athleteIds: chosen });
    expect(narrowed.session.sessionParticipations.map((p) => p.athlete.name)).toEqual([
      'Player 9',
      'Zoë Ångström',
    ]);
    const empty = await ask(ATHLETES_QUERY, { sessionId: seeded.trainingId, athleteIds: [] });
    expect(empty.session.sessionParticipations).toHaveLength(5);
    const unknown = await ask(ATHLETES_QUERY, {
      sessionId: seeded.trainingId,
      athleteIds: ['00000000-0000-4000-8000-000000000000', 'not-an-id'],
    });
    expect(unknown.session.sessionParticipations).toEqual([]);
  });
});

describe('SessionContainerQuery', () => {
  it('answers the person and the session with its club', async () => {
    const data = await ask<{ currentPerson: { clubs: { id: string }[] } } & SessionAnswer>(
      SESSION_CONTAINER_QUERY,
      { sessionId: seeded.trainingId },
    );
    expect(data.currentPerson.clubs.map((club) => club.id)).toContain(seeded.clubId);
    expect(data.session).toMatchObject({
      __typename: 'TrainingSession',
      id: seeded.trainingId,
      startTime: new Date(KICK_OFF.getTime() - 5 * 60_000).toISOString(),
      dataProcessing: false,
      club: { id: seeded.clubId, name: 'Touchline FC', sport: 'association_football' },
    });
  });
});

describe('SessionDetails', () => {
  it('gives each athlete the stored whole-session metrics, and no metric set without data', async () => {
    const data = await ask(SESSION_DETAILS, { sessionId: seeded.trainingId });
    for (const participation of data.session.sessionParticipations) {
      if (participation.athlete.name === 'Ada Without Data') {
        expect(participation.athleteMetricSet).toBeNull();
        continue;
      }
      const stored = await storedSessionSet(seeded.trainingId, participation.athlete.id);
      expect(participation.athleteMetricSet).toEqual({
        id: stored.id,
        totalDistanceM: stored.totalDistanceM,
        sprintEvents: stored.sprintEvents,
        totalSprintDistanceM: stored.totalSprintDistanceM,
        totalHighIntensityDistanceM: stored.totalHighIntensityDistanceM,
        avgSpeedKph: stored.avgSpeedKph,
        maxSpeedKph: stored.maxSpeedKph,
        rawMaxSpeedKph: stored.rawMaxSpeedKph,
        metresPerMinute: stored.metresPerMinute,
        highIntensityEvents: stored.highIntensityEvents,
        accelerationEvents: stored.accelerationEvents,
        decelerationEvents: stored.decelerationEvents,
      });
      expect(stored.totalDistanceM).toBeGreaterThan(500);
    }
  });
});

describe('SpeedBreakdown', () => {
  it('gives the mean speed per minute with ISO end times from the session start', async () => {
    const data = await ask(SPEED_BREAKDOWN, { sessionId: seeded.trainingId });
    const zoe = data.session.sessionParticipations.find((p) => p.athlete.name === 'Zoë Ångström')!;
    const series = (
      zoe.athleteMetricSet as { avgSpeedBreakdown: { endTime: string; value: number }[] }
    ).avgSpeedBreakdown;
    const stored = await storedSessionSet(seeded.trainingId, zoe.athlete.id);
    const expected = (stored.avgSpeedKphOverTime as { endTime: number; value: number }[]).map(
      (point) => ({ endTime: new Date(point.endTime).toISOString(), value: point.value }),
    );
    expect(series).toEqual(expected);
    expect(series.length).toBeGreaterThan(20);
    const start = Date.parse(data.session.startTime);
    expect(series.every((point) => (Date.parse(point.endTime) - start) % 60_000 === 0)).toBe(true);
  });
});

describe('SessionAverageQuery', () => {
  it('gives the team averages under both names, zones, warnings and segments', async () => {
    const [segment] = await db()
      .insert(segments)
      .values({
        clubId: seeded.clubId,
        sessionId: seeded.trainingId,
        title: 'Rondo',
        startTime: KICK_OFF,
        endTime: new Date(KICK_OFF.getTime() + 300_000),
      })
      .returning();
    const data = await ask(SESSION_AVERAGE_QUERY, { sessionId: seeded.trainingId });
    const team = data.session.trainingSessionMetricSet as Record<string, number>;
    expect(team).toMatchObject({ participantsWithData: 4, participantsWithoutData: 1 });
    expect(team.avgDistanceM).toBe(team.avgTotalDistanceM);
    expect(team.avgSprintDistanceM).toBe(team.avgTotalSprintDistanceM);
    expect(team.avgHighIntensityRunDistanceM).toBe(team.avgTotalHighIntensityDistanceM);
    expect(team.avgDistanceM).toBeGreaterThan(500);
    expect(data.session.segments).toEqual([
      {
        id: segment!.id,
        title: 'Rondo',
        startTime: KICK_OFF.toISOString(),
        endTime: new Date(KICK_OFF.getTime() + 300_000).toISOString(),
        tagDefinitionIds: [],
      },
    ]);
    expect(data.session.processingWarnings).toEqual([
      expect.objectContaining({
        code: 'NO_GPS_DATA',
        message: 'edge-4.csv: no GPS fix in the whole file',
        athlete: { id: seeded.squad['Ada Without Data'], name: 'Ada Without Data' },
      }),
    ]);
    for (const participation of data.session.sessionParticipations) {
      const set = participation.athleteMetricSet as {
        speedzoneProfileZone: number[];
        sampledSpeedKphOverTime: { startTime: string; intervalMs: number; values: unknown[] };
      } | null;
      if (!set) continue;
      expect(set.speedzoneProfileZone).toHaveLength(6);
      expect(set.speedzoneProfileZone.reduce((sum, zone) => sum + zone, 0)).toBeCloseTo(100, 6);
      expect(set.sampledSpeedKphOverTime.intervalMs).toBe(1000);
      expect(set.sampledSpeedKphOverTime.values.length).toBeGreaterThan(1000);
    }
    const ada = data.session.sessionParticipations.find(
      (p) => p.athlete.name === 'Ada Without Data',
    );
    expect(ada).toMatchObject({
      processingWarnings: [{ code: 'NO_GPS_DATA' }],
      athleteMetricSet: null,
    });
  });

  it('says when a session is processing, and links the previous session', async () => {
    const later = await createSession(db(), seeded.clubId, {
      kind: 'training',
      startTime: new Date(KICK_OFF.getTime() + 86_400_000),
      endTime: new Date(KICK_OFF.getTime() + 90_000_000),
    });
    await db().update(sessions).set({ dataProcessing: true }).where(eq(sessions.id, later.id));
    const data = await ask<{
      session: { dataProcessing: boolean; previousSession: { id: string } };
    }>(`query ($id: ID!) { session(id: $id) { dataProcessing previousSession { id } } }`, {
      id: later.id,
    });
    expect(data.session.dataProcessing).toBe(true);
    expect([seeded.trainingId, seeded.matchId]).toContain(data.session.previousSession.id);
  });
});

describe('CheckPermissionQuery on a session', () => {
  const permitted = async (session: Session, action: string, subjectId: string) =>
    (
      await ask<{ permission: { permitted: boolean } }>(
        PERMISSION_QUERY,
        { action, subjectId },
        session,
      )
    ).permission.permitted;

  it('lets staff export a session of their club, and athletes only look at it', async () => {
    expect(await permitted(coach, 'Export', seeded.trainingId)).toBe(true);
    expect(await permitted(coach, 'Export', seeded.matchId)).toBe(true);
    expect(await permitted(athlete, 'Export', seeded.matchId)).toBe(false);
    expect(await permitted(athlete, 'Show', seeded.matchId)).toBe(true);
  });
});

describe('unit system', () => {
  const UNIT_SYSTEM = '{ currentPerson { unitSystem } }';
  const UPDATE = `mutation ($unitSystem: UnitSystem!) { updateUnitSystem(unitSystem: $unitSystem) { person { id unitSystem } errors { path } } }`;

  it('starts metric and keeps the choice of each person to themselves', async () => {
    expect(await ask(UNIT_SYSTEM, {}, athlete)).toEqual({
      currentPerson: { unitSystem: 'metric' },
    });
    const changed = await ask<{ updateUnitSystem: { person: { unitSystem: string } } }>(
      UPDATE,
      { unitSystem: 'imperial_yards_only' },
      athlete,
    );
    expect(changed.updateUnitSystem.person.unitSystem).toBe('imperial_yards_only');
    expect(await ask(UNIT_SYSTEM, {}, athlete)).toEqual({
      currentPerson: { unitSystem: 'imperial_yards_only' },
    });
    expect(await ask(UNIT_SYSTEM, {}, coach)).toEqual({ currentPerson: { unitSystem: 'metric' } });
  });

  it.each(['furlongs', 'METRIC', ''])('refuses %j without changing anything', async (value) => {
    const answer = await graphql(testApp.app, coach, UPDATE, { unitSystem: value });
    expect(answer.errors?.[0]?.message).toMatch(/UnitSystem/);
    expect(await ask(UNIT_SYSTEM, {}, coach)).toEqual({ currentPerson: { unitSystem: 'metric' } });
  });
});
