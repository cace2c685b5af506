import { SPEED_ZONE_NAMES } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteMetricSets, sessionParticipations, sessions } from '../src/db/tables.js';
import { parseCsv } from './support/parseCsv.js';
import { createSession } from '../src/modules/sessions/createSession.service.js';
import { clubIdNamed, createRivalClub } from './support/rivalClub.js';
import { KICK_OFF } from './support/sessionFixtures.js';
import { seedReportSessions, type ReportSessions } from './support/sessionReportFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const NAME_ORDER = [
  'Ada Without Data',
  'Hayes, Jordan "JJ"',
  'Player 9',
  'Player 10',
  'Zoë Ångström',
];
const METRIC_HEADER = [
  'Athlete',
  'Distance (m)',
  'Sprints',
  'Sprint Dist. (m)',
  'High Int. Running (m)',
  'Avg. Speed (km/h)',
  'Top Speed (km/h)',
  'Raw Top Speed (km/h)',
  'Distance p/m (m/min)',
  'Accelerations',
  'Decelerations',
  'HI Events',
  ...SPEED_ZONE_NAMES.map((zone) => `Time in ${zone} (%)`),
];

let testApp: TestApp;
let coach: Session;
let seeded: ReportSessions;

const db = () => testApp.testDatabase.database.db;
const trainingUrl = (file: string, id = seeded.trainingId) =>
  `/api/export/training_sessions/${id}/${file}`;
const matchUrl = (file: string, period?: string, id = seeded.matchId) =>
  `/api/export/match_sessions/${id}/${file}${period === undefined ? '' : `?period=${encodeURIComponent(period)}`}`;

const download = (url: string, session: Session | null = coach, headers = {}) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { ...(session ? { cookie: session.cookie } : {}), ...headers },
  });

async function csv(url: string, headers = {}) {
  const response = await download(url, coach, headers);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(response.body);
  expect(new Set(rows.map((row) => row.length)).size).toBe(1);
  return {
    rows,
    header: rows[0]!,
    body: rows.slice(1),
    disposition: String(response.headers['content-disposition']),
  };
}

/** An athlete's stored metric set of one window ('session' or 'period:<id>'). */
async function stored(
  sessionId: string,
  athleteName: keyof ReportSessions['squad'],
  windowKey: string,
) {
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
        eq(athleteMetricSets.windowKey, windowKey),
        eq(sessionParticipations.athleteId, seeded.squad[athleteName]),
      ),
    );
  return row!.set;
}

const setUnits = (unitSystem: string) =>
  graphql(
    testApp.app,
    coach,
    `mutation ($u: UnitSystem!) { updateUnitSystem(unitSystem: $u) { person { id } } }`,
    {
      u: unitSystem,
    },
  );

beforeAll(async () => {
  testApp = await startTestApp();
  coach = await signIn(testApp.app, 'coach@touchline.test');
  seeded = await seedReportSessions(testApp, coach, await clubIdNamed(db(), 'Touchline FC'));
});
afterAll(() => testApp.close());

describe('training metrics.csv', () => {
  it('has one row per athlete by name, the stored values, and empty cells without data', async () => {
    const { header, body, disposition } = await csv(trainingUrl('metrics.csv'));
    expect(header).toEqual(METRIC_HEADER);
    expect(body.map((row) => row[0])).toEqual(NAME_ORDER);
    expect(body[0]!.slice(1).every((cell) => cell === '')).toBe(true);
    const zoe = await stored(seeded.trainingId, 'Zoë Ångström', 'session');
    const round = (value: number, digits: number) =>
      String(Math.round(value * 10 ** digits) / 10 ** digits);
    expect(body[4]).toEqual([
      'Zoë Ångström',
      round(zoe.totalDistanceM, 1),
      String(zoe.sprintEvents),
      round(zoe.totalSprintDistanceM, 1),
      round(zoe.totalHighIntensityDistanceM, 1),
      round(zoe.avgSpeedKph, 2),
      round(zoe.maxSpeedKph, 2),
      round(zoe.rawMaxSpeedKph, 2),
      round(zoe.metresPerMinute, 1),
      String(zoe.accelerationEvents),
      String(zoe.decelerationEvents),
      String(zoe.highIntensityEvents),
      ...zoe.speedzoneProfileZone.map((zone) => round(zone, 1)),
    ]);
    expect(disposition).toBe(
      `attachment; filename="Touchline FC - Training - 2026-11-14 1455 - Metrics.csv"; ` +
        `filename*=UTF-8''Touchline%20FC%20-%20Training%20-%202026-11-14%201455%20-%20Metrics.csv`,
    );
  });

  it('converts to the requesting person’s units and names them in the headers', async () => {
    await setUnits('imperial');
    try {
      const { header, body } = await csv(trainingUrl('metrics.csv'));
      expect(header.slice(1, 9)).toEqual([
        'Distance (yd)',
        'Sprints',
        'Sprint Dist. (yd)',
        'High Int. Running (yd)',
        'Avg. Speed (mph)',
        'Top Speed (mph)',
        'Raw Top Speed (mph)',
        'Distance p/m (yd/min)',
      ]);
      const player = await stored(seeded.trainingId, 'Player 9', 'session');
      expect(Number(body[2]![1])).toBeCloseTo(player.totalDistanceM / 0.9144, 1);
      expect(Number(body[2]![6])).toBeCloseTo(player.maxSpeedKph / 1.609344, 2);
    } finally {
      await setUnits('metric');
    }
  });

  it('names the local start time of the X-Time-Zone header in the file name', async () => {
    const { disposition } = await csv(trainingUrl('metrics.csv'), {
      'x-time-zone': 'America/New_York',
    });
    expect(disposition).toContain(
      'filename="Touchline FC - Training - 2026-11-14 0955 - Metrics.csv"',
    );
  });
});

describe('training distance_profile.csv', () => {
  it('gives the cumulative distance at the end of each minute of the session', async () => {
    const { header, body, disposition } = await csv(trainingUrl('distance_profile.csv'));
    expect(header.slice(0, 4)).toEqual([
      'Athlete',
      'Distance (m)',
      'Distance at 1 min (m)',
      'Distance at 2 min (m)',
    ]);
    expect(header).toHaveLength(2 + 30);
    expect(header.at(-1)).toBe('Distance at 30 min (m)');
    expect(disposition).toContain(' - Distance Profile.csv"');
    const hayes = await stored(seeded.trainingId, 'Hayes, Jordan "JJ"', 'session');
    const series = hayes.distanceMOverTime as { endTime: number; value: number }[];
    const row = body.find((cells) => cells[0] === 'Hayes, Jordan "JJ"')!;
    const profile = row.slice(2).map(Number);
    const start = KICK_OFF.getTime() - 5 * 60_000;
    series.forEach((point) => {
      const minute = (point.endTime - start) / 60_000;
      expect(profile[minute - 1]).toBeCloseTo(point.value, 1);
    });
    expect(profile).toEqual([...profile].sort((a, b) => a - b));
    expect(profile.at(-1)).toBeCloseTo(hayes.totalDistanceM, 1);
    expect(Number(row[1])).toBeCloseTo(hayes.totalDistanceM, 1);
  });
});

describe('match metrics.csv', () => {
  it('covers the whole match (by name or without a period) or one period by index', async () => {
    const whole = await csv(matchUrl('metrics.csv', 'whole_League Match'));
    expect(whole.disposition).toContain(
      'filename="Touchline FC - League Match vs Harbour Rovers - 2026-11-14 1500 - Whole League Match - Metrics.csv"',
    );
    expect((await csv(matchUrl('metrics.csv'))).rows).toEqual(whole.rows);
    const zoeWhole = await stored(seeded.matchId, 'Zoë Ångström', 'session');
    expect(Number(whole.body[4]![1])).toBeCloseTo(zoeWhole.totalDistanceM, 1);

    const second = await csv(matchUrl('metrics.csv', '1'));
    expect(second.header).toEqual(METRIC_HEADER);
    expect(second.disposition).toContain(' - 2nd Half - Metrics.csv"');
    const zoeSecond = await stored(seeded.matchId, 'Zoë Ångström', `period:${seeded.periodIds[1]}`);
    expect(Number(second.body[4]![1])).toBeCloseTo(zoeSecond.totalDistanceM, 1);
    expect(Number(second.body[4]![2])).toBe(zoeSecond.sprintEvents);
  });
});

describe('match distances.csv', () => {
  it('gives the whole match, each period, then each minute of each period', async () => {
    const { header, body } = await csv(matchUrl('distances.csv', 'whole_league match'));
    const minutes = (half: string) =>
      Array.from({ length: 10 }, (_, i) => `${half} Minute ${i + 1} (m)`);
    expect(header).toEqual([
      'Athlete',
      'Whole League Match (m)',
      '1st Half (m)',
      '2nd Half (m)',
      ...minutes('1st Half'),
      ...minutes('2nd Half'),
    ]);
    expect(body.map((row) => row[0])).toEqual(NAME_ORDER);
    expect(body[0]!.slice(1).every((cell) => cell === '')).toBe(true);
    for (const row of body.slice(1)) {
      const values = row.slice(1).map(Number);
      const [whole, first, second] = values;
      const firstMinutes = values.slice(3, 13);
      const secondMinutes = values.slice(13, 23);
      const sum = (list: number[]) => list.reduce((total, value) => total + value, 0);
      expect(Math.abs(sum(firstMinutes) - first!)).toBeLessThan(1);
      expect(Math.abs(sum(secondMinutes) - second!)).toBeLessThan(1);
      expect(first! + second!).toBeLessThanOrEqual(whole! + 0.2);
      expect(values.every((value) => value >= 0)).toBe(true);
    }
  });

  it('gives one period and its minutes', async () => {
    const { header, body, disposition } = await csv(matchUrl('distances.csv', '0'));
    expect(header.slice(0, 3)).toEqual(['Athlete', '1st Half (m)', '1st Half Minute 1 (m)']);
    expect(header).toHaveLength(12);
    expect(disposition).toContain(' - 1st Half - Distances.csv"');
    const player = await stored(seeded.matchId, 'Player 10', `period:${seeded.periodIds[0]}`);
    expect(Number(body[3]![1])).toBeCloseTo(player.totalDistanceM, 1);
  });
});

describe('refusals', () => {
  const ALL = () => [
    trainingUrl('metrics.csv'),
    trainingUrl('distance_profile.csv'),
    matchUrl('metrics.csv', '0'),
    matchUrl('distances.csv', 'whole_League Match'),
  ];

  it('refuses a signed-out request with 401', async () => {
    for (const url of ALL()) {
      const response = await download(url, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'You need to sign in before continuing.' });
    }
  });

  it('refuses athletes, who may look at a session but not export it, with 403', async () => {
    const athlete = await signIn(testApp.app, 'athlete@touchline.test');
    for (const url of ALL()) {
      const response = await download(url, athlete);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'You do not have permission to export this session.',
      });
    }
  });

  it('refuses a period given twice with 400', async () => {
    const response = await download(`${matchUrl('metrics.csv')}?period=0&period=1`);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string }>();
    expect(body.error).toMatch(/^Unknown period "0,1": use whole_League Match/);
  });

  it.each(['whole_Friendly', '2', '-1', '01x', 'whole_', 'all'])(
    'refuses period=%j with 400',
    async (period) => {
      const response = await download(matchUrl('distances.csv', period));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: `Unknown period "${period}": use whole_League Match or a period from 0 to 1.`,
      });
    },
  );

  it('answers 409 while the session is processing', async () => {
    await db()
      .update(sessions)
      .set({ dataProcessing: true })
      .where(eq(sessions.id, seeded.matchId));
    try {
      const response = await download(matchUrl('metrics.csv', '0'));
      expect([response.statusCode, response.json()]).toEqual([
        409,
        { error: 'Your Edge data has been received and is processing, please check back later.' },
      ]);
    } finally {
      await db()
        .update(sessions)
        .set({ dataProcessing: false })
        .where(eq(sessions.id, seeded.matchId));
    }
  });

  it('answers 404 for the other kind of session', async () => {
    const onMatch = await download(matchUrl('metrics.csv', '0', seeded.trainingId));
    expect([onMatch.statusCode, onMatch.json()]).toEqual([
      404,
      { error: 'This session is not a match.' },
    ]);
    const onTraining = await download(trainingUrl('distance_profile.csv', seeded.matchId));
    expect(onTraining.statusCode).toBe(404);
    expect(onTraining.json()).toEqual({ error: 'This session is not a training session.' });
  });

  it("answers another club's sessions exactly like unknown and malformed ids", async () => {
    const rivalClubId = (await createRivalClub(db())).clubId;
    const rival = (kind: 'training' | 'match') =>
      createSession(db(), rivalClubId, {
        kind,
        startTime: KICK_OFF,
        endTime: new Date(KICK_OFF.getTime() + 3_600_000),
        ...(kind === 'match'
          ? {
              periods: [
                {
                  name: '1st Half',
                  startTime: KICK_OFF,
                  endTime: new Date(KICK_OFF.getTime() + 60_000),
                },
              ],
            }
          : {}),
      });
    const [rivalTraining, rivalMatch] = [await rival('training'), await rival('match')];
    const pending = await signIn(testApp.app, 'pending@touchline.test');
    const cases = [
      [trainingUrl('metrics.csv', rivalTraining.id), trainingUrl('metrics.csv', UNKNOWN)],
      [
        trainingUrl('distance_profile.csv', rivalTraining.id),
        trainingUrl('distance_profile.csv', 'nope'),
      ],
      [matchUrl('metrics.csv', '0', rivalMatch.id), matchUrl('metrics.csv', '0', UNKNOWN)],
      // A bad period on another club's match still says only 'not found'.
      [
        matchUrl('distances.csv', '9', rivalMatch.id),
        matchUrl('distances.csv', undefined, UNKNOWN),
      ],
      [
        matchUrl('metrics.csv', undefined, rivalTraining.id),
        matchUrl('metrics.csv', undefined, ''),
      ],
    ];
    for (const [foreign, unknown] of cases) {
      const [foreignAnswer, unknownAnswer] = [await download(foreign!), await download(unknown!)];
      expect(foreignAnswer.statusCode).toBe(404);
      expect(foreignAnswer.json()).toEqual({ error: 'Session not found' });
      expect([unknownAnswer.statusCode, unknownAnswer.body]).toEqual([404, foreignAnswer.body]);
      expect(foreignAnswer.headers['content-type']).toBe(unknownAnswer.headers['content-type']);
    }
    const pendingAnswer = await download(trainingUrl('metrics.csv'), pending);
    expect([pendingAnswer.statusCode, pendingAnswer.json()]).toEqual([
      404,
      { error: 'Session not found' },
    ]);
  });
});
