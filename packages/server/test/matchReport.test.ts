import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heatmapGrids, sessions, teamMetricSets } from '../src/db/tables.js';
import { heatmapUrl } from '../src/modules/heatmaps/heatmapUrl.js';
import { pitchBackgroundUrl } from '../src/modules/heatmaps/pitchBackgroundUrl.js';
import { clubIdNamed } from './support/rivalClub.js';
import { KICK_OFF } from './support/sessionFixtures.js';
import { seedReportSessions, type ReportSessions } from './support/sessionReportFixtures.js';
import {
  HEATMAPS,
  MATCH_REPORT_ATHLETES,
  MATCH_REPORT_SUMMARY,
  MATCH_SESSION_HEADER,
  MATCH_SESSION_SPEED_BREAKDOWN,
  PERIODS_DISTANCE,
} from './support/sessionReportQueries.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

type Series = { endTime: string; value: number }[];
interface PeriodSet {
  id: string;
  totalDistanceM: number;
  heatmapUrl?: string | null;
  matchSessionPeriod: { id: string; name?: string };
  distanceMOverTime?: Series;
}
interface MatchParticipation {
  id: string;
  athlete: { id: string; name: string };
  athleteMetricSet: Record<string, unknown> | null;
  periodMetricSets: PeriodSet[];
}
interface MatchAnswer {
  session: {
    __typename: string;
    sessionParticipations: MatchParticipation[];
    matchSessionPeriods: { id: string; name: string; metricSet?: Record<string, unknown> }[];
    [field: string]: unknown;
  };
}

let testApp: TestApp;
let coach: Session;
let athlete: Session;
let seeded: ReportSessions;

const db = () => testApp.testDatabase.database.db;
const minutes = (count: number) => count * 60_000;

async function ask(query: string, variables: Record<string, unknown>, session = coach) {
  const answer = await graphql<MatchAnswer>(testApp.app, session, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.session;
}

const withData = (session: MatchAnswer['session']) =>
  session.sessionParticipations.filter((p) => p.athlete.name !== 'Ada Without Data');

beforeAll(async () => {
  testApp = await startTestApp();
  coach = await signIn(testApp.app, 'coach@touchline.test');
  athlete = await signIn(testApp.app, 'athlete@touchline.test');
  seeded = await seedReportSessions(testApp, coach, await clubIdNamed(db(), 'Touchline FC'));
});
afterAll(() => testApp.close());

describe('MatchSessionHeader', () => {
  it('gives the definition, score, opponent, pitch and periods in order of play', async () => {
    const session = await ask(MATCH_SESSION_HEADER, { sessionId: seeded.matchId }, athlete);
    const [row] = await db().select().from(sessions).where(eq(sessions.id, seeded.matchId));
    expect(session).toEqual({
      __typename: 'MatchSession',
      id: seeded.matchId,
      startTime: new Date(KICK_OFF.getTime() - minutes(5)).toISOString(),
      dataProcessing: false,
      club: { id: seeded.clubId, name: 'Touchline FC' },
      matchDefinition: { id: row!.matchDefinitionId, name: 'League Match' },
      score: 2,
      opponentScore: 1,
      opponent: 'Harbour Rovers',
      pitch: { id: row!.pitchId, name: 'Main Pitch' },
      matchSessionPeriods: [
        {
          id: seeded.periodIds[0],
          name: '1st Half',
          startTime: KICK_OFF.toISOString(),
          endTime: new Date(KICK_OFF.getTime() + minutes(10)).toISOString(),
        },
        {
          id: seeded.periodIds[1],
          name: '2nd Half',
          startTime: new Date(KICK_OFF.getTime() + minutes(12)).toISOString(),
          endTime: new Date(KICK_OFF.getTime() + minutes(22)).toISOString(),
        },
      ],
    });
  });

  it('answers a training session without the match fields', async () => {
    const session = await ask(MATCH_SESSION_HEADER, { sessionId: seeded.trainingId });
    expect(session.__typename).toBe('TrainingSession');
    expect(session).not.toHaveProperty('matchDefinition');
  });
});

describe('MatchReportSummary', () => {
  it('gives the team values and each athlete their time at each speed', async () => {
    const session = await ask(MATCH_REPORT_SUMMARY, { sessionId: seeded.matchId });
    const [stored] = await db()
      .select()
      .from(teamMetricSets)
      .where(
        and(eq(teamMetricSets.sessionId, seeded.matchId), eq(teamMetricSets.windowKey, 'session')),
      );
    expect(session.matchSessionMetricSet).toEqual({
      participantsWithData: 4,
      participantsWithoutData: 1,
      avgTotalDistanceM: stored!.avgTotalDistanceM,
      avgTotalHighIntensityDistanceM: stored!.avgTotalHighIntensityDistanceM,
      avgTotalSprintDistanceM: stored!.avgTotalSprintDistanceM,
    });
    for (const participation of withData(session)) {
      const set = participation.athleteMetricSet as {
        timeAtKph: { endExclusive: number; value: number }[];
      };
      expect(set.timeAtKph.map((bin) => bin.endExclusive).slice(0, 3)).toEqual([1, 2, 3]);
      expect(set.timeAtKph.reduce((sum, bin) => sum + bin.value, 0)).toBeGreaterThan(60);
    }
  });
});

describe('MatchReportAthletes', () => {
  it('gives the whole match and each period the athlete has data in, in play order', async () => {
    const session = await ask(MATCH_REPORT_ATHLETES, { sessionId: seeded.matchId });
    for (const participation of withData(session)) {
      expect(participation.periodMetricSets.map((set) => set.matchSessionPeriod.id)).toEqual(
        seeded.periodIds,
      );
      const [first, second] = participation.periodMetricSets;
      const whole = participation.athleteMetricSet as { totalDistanceM: number };
      // Minutes on the pitch outside the halves count to the match, not to a half.
      expect(first!.totalDistanceM + second!.totalDistanceM).toBeLessThanOrEqual(
        whole.totalDistanceM + 1e-6,
      );
    }
    const ada = session.sessionParticipations.find((p) => p.athlete.name === 'Ada Without Data');
    expect(ada).toMatchObject({ athleteMetricSet: null, periodMetricSets: [] });
  });
});

describe('PeriodsDistance', () => {
  it('gives per-period team averages and cumulative distances from each period start', async () => {
    const session = await ask(PERIODS_DISTANCE, { sessionId: seeded.matchId });
    const [firstHalf] = session.matchSessionPeriods;
    const [storedTeam] = await db()
      .select()
      .from(teamMetricSets)
      .where(eq(teamMetricSets.windowKey, `period:${seeded.periodIds[0]}`));
    expect(firstHalf!.metricSet).toMatchObject({
      avgTotalDistanceM: storedTeam!.avgTotalDistanceM,
    });
    const teamSeries = (firstHalf!.metricSet as { avgDistanceMOverTime: Series })
      .avgDistanceMOverTime;
    expect(teamSeries[0]!.endTime).toBe(new Date(KICK_OFF.getTime() + minutes(1)).toISOString());
    for (const participation of withData(session)) {
      for (const set of participation.periodMetricSets) {
        const series = set.distanceMOverTime!;
        expect(series.at(-1)!.value).toBeCloseTo(set.totalDistanceM, 6);
        const values = series.map((point) => point.value);
        expect(values).toEqual([...values].sort((a, b) => a - b));
      }
    }
  });
});

describe('MatchSessionSpeedBreakdown', () => {
  it('gives the whole-match mean speed per minute', async () => {
    const session = await ask(MATCH_SESSION_SPEED_BREAKDOWN, {
      sessionId: seeded.matchId,
      athleteIds: [seeded.squad['Player 9']],
    });
    expect(session.sessionParticipations).toHaveLength(1);
    const series = (
      session.sessionParticipations[0]!.athleteMetricSet as {
        avgSpeedKphOverTime: Series;
      }
    ).avgSpeedKphOverTime;
    expect(series.length).toBeGreaterThan(15);
    expect(series.every((point) => point.value >= 0 && point.value < 40)).toBe(true);
  });
});

describe('Heatmaps', () => {
  it('links each period heat map and the pitch drawing; none where none was stored', async () => {
    const session = await ask(HEATMAPS, { sessionId: seeded.matchId });
    const [row] = await db().select().from(sessions).where(eq(sessions.id, seeded.matchId));
    expect(session.club).toEqual({ id: seeded.clubId, sport: 'association_football' });
    expect(session.pitch).toEqual({
      id: row!.pitchId,
      lengthM: 105,
      widthM: 68,
      pitchBackgroundUrl: pitchBackgroundUrl('association_football'),
    });
    const sets = withData(session).flatMap((p) => p.periodMetricSets);
    expect(sets).toHaveLength(8);
    for (const set of sets) {
      expect(set.heatmapUrl).toBe(heatmapUrl(set.id));
      expect(set.matchSessionPeriod.name).toMatch(/^(1st|2nd) Half$/);
    }
    const image = await testApp.app.inject({
      method: 'GET',
      url: sets[0]!.heatmapUrl!,
      headers: { cookie: coach.cookie },
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);

    await db().delete(heatmapGrids).where(eq(heatmapGrids.athleteMetricSetId, sets[0]!.id));
    const after = await ask(HEATMAPS, { sessionId: seeded.matchId });
    const unmapped = withData(after)
      .flatMap((p) => p.periodMetricSets)
      .find((set) => set.id === sets[0]!.id);
    expect(unmapped!.heatmapUrl).toBeNull();
  });

  it('leaves the match-only fields out of a training session', async () => {
    const session = await ask(HEATMAPS, { sessionId: seeded.trainingId });
    expect(session).toEqual({
      __typename: 'TrainingSession',
      id: seeded.trainingId,
      club: { id: seeded.clubId, sport: 'association_football' },
    });
    const sets = await ask(
      `query ($id: ID!) { session(id: $id) { __typename sessionParticipations {
        id athlete { id name } athleteMetricSet { heatmapUrl } periodMetricSets { id } } } }`,
      { id: seeded.trainingId },
    );
    const urls = withData(sets).map((p) => p.athleteMetricSet?.heatmapUrl);
    expect(urls).toEqual([null, null, null, null]);
    expect(withData(sets).flatMap((p) => p.periodMetricSets)).toEqual([]);
  });
});
