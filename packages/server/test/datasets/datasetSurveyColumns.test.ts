import {
  aggregateChart,
  calendarDateIn,
  datasetTableFromRows,
  encodedTableOf,
  WHOLE_SESSION,
  type DatasetColumn,
} from '@touchline/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athletes,
  sessions,
  surveyAnswers,
  surveyDistributions,
  surveyQuestions,
} from '../../src/db/tables.js';
import {
  queueDataset,
  rowsOf,
  settled,
  startDatasetsWorld,
  type DatasetsWorld,
} from './datasetsWorld.js';

// The athletes' survey answers in a dataset (docs/product/surveys.md §10), against the
// stored answers read apart from the generator: the demo season's week
// comes with the demo surveys' answers.

let world: DatasetsWorld;
let rows: Record<string, unknown>[];

beforeAll(async () => {
  world = await startDatasetsWorld();
  const dataset = await settled(world.db, await queueDataset(world));
  expect(dataset.status).toBe('Completed');
  rows = rowsOf(dataset.columns as DatasetColumn[]);
}, 180_000);
afterAll(() => world?.testApp.close());

/** The current answers' values by metric, with whose, which session and when sent. */
async function storedAnswers() {
  const questions = await world.db
    .select({ id: surveyQuestions.id, metric: surveyQuestions.metric })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.clubId, world.clubId));
  const answers = await world.db
    .select({
      athleteId: surveyAnswers.athleteId,
      values: surveyAnswers.values,
      sessionId: surveyDistributions.sessionId,
      distributedAt: surveyDistributions.distributedAt,
    })
    .from(surveyAnswers)
    .innerJoin(surveyDistributions, eq(surveyDistributions.id, surveyAnswers.distributionId))
    .where(and(eq(surveyAnswers.clubId, world.clubId), isNull(surveyAnswers.supersededAt)));
  const metricOf = new Map(questions.map((question) => [question.id, question.metric]));
  return answers.map((answer) => ({
    ...answer,
    metrics: Object.fromEntries(
      Object.entries(answer.values).map(([id, value]) => [metricOf.get(id), value as number]),
    ) as Record<string, number | undefined>,
  }));
}

describe('a dataset’s survey columns', () => {
  it('carry each session’s RPE and Foster’s load (RPE x minutes) on its Whole Session row', async () => {
    const answers = await storedAnswers();
    const sessionRows = await world.db
      .select({ id: sessions.id, startTime: sessions.startTime, endTime: sessions.endTime })
      .from(sessions)
      .where(eq(sessions.clubId, world.clubId));
    const minutesOf = new Map(
      sessionRows.map((session) => [
        session.id,
        (session.endTime.getTime() - session.startTime.getTime()) / 60_000,
      ]),
    );
    const rpeOf = new Map(
      answers
        .filter((answer) => answer.sessionId !== null)
        .map((answer) => [`${answer.athleteId} ${answer.sessionId}`, answer.metrics.sessionRpe]),
    );
    const whole = rows.filter((row) => row.segment_name === WHOLE_SESSION);
    let withRpe = 0;
    for (const row of whole) {
      const rpe = rpeOf.get(`${String(row.athlete_id)} ${String(row.session_id)}`) ?? null;
      expect(row.session_rpe).toBe(rpe);
      if (rpe === null) {
        expect(row.session_load).toBeNull();
        continue;
      }
      withRpe += 1;
      expect(row.session_load).toBeCloseTo(rpe * minutesOf.get(String(row.session_id))!, 2);
    }
    // Most athletes answered; some did not.
    expect(withRpe / whole.length).toBeGreaterThan(0.6);
    expect(withRpe).toBeLessThan(whole.length);
    for (const row of rows.filter((each) => each.segment_name !== WHOLE_SESSION))
      expect([row.session_rpe, row.session_load]).toEqual([null, null]);
  });

  it('carry the athlete’s wellness of the day on every row of that day, its sum and its Hooper index', async () => {
    const answers = await storedAnswers();
    const wellnessOf = new Map(
      answers
        .filter((answer) => answer.sessionId === null)
        .map((answer) => [
          `${answer.athleteId} ${calendarDateIn(answer.distributedAt, 'Europe/London')}`,
          answer.metrics,
        ]),
    );
    let withWellness = 0;
    for (const row of rows) {
      const day = wellnessOf.get(`${String(row.athlete_id)} ${String(row.start_date)}`);
      const items = ['sleepQuality', 'fatigue', 'muscleSoreness', 'stress', 'mood'].map(
        (metric) => day?.[metric] ?? null,
      );
      expect([row.sleep_quality, row.fatigue, row.muscle_soreness, row.stress, row.mood]).toEqual(
        items,
      );
      expect(row.wellness_score).toBe(
        day ? items.reduce<number>((sum, value) => sum + value!, 0) : null,
      );
      // Hooper et al. 1995: the same day without mood.
      const [sleep, fatigue, soreness, stress] = items;
      expect(row.hooper_index).toBe(day ? sleep! + fatigue! + soreness! + stress! : null);
      if (day) withWellness += 1;
    }
    expect(withWellness).toBeGreaterThan(rows.length / 2);
  });

  it('leave other clubs’ answers out: every row is an athlete of the club', async () => {
    const roster = await world.db
      .select({ id: athletes.id })
      .from(athletes)
      .where(eq(athletes.clubId, world.clubId));
    const ids = new Set(roster.map((athlete) => athlete.id));
    expect(rows.every((row) => ids.has(String(row.athlete_id)))).toBe(true);
  });
});

describe('the acute:chronic ratio of session load', () => {
  it('is the 7-day over the 28-day mean of the athlete’s daily session load', () => {
    // 35 days of one athlete: a session load of 300 a day, the last week 600.
    const days = Array.from({ length: 35 }, (_, day) => {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      return {
        athlete_id: 'a1',
        athlete_name: 'Ana',
        segment_name: WHOLE_SESSION,
        start_date: date,
        start_time: '10:00',
        session_load: day >= 28 ? 600 : 300,
      };
    });
    const chart = aggregateChart(encodedTableOf(datasetTableFromRows(days)), {
      categoryColumnId: 'start_date',
      seriesColumnIds: ['session_load'],
      aggregation: 'avg',
      timeFrame: 'daily',
      filters: {},
      sort: [{ col_id: 'start_date', sort: 'asc' }],
      derivedSeries: 'acuteChronicRatio',
      range: { startsOn: '2026-01-01', endsOn: '2026-02-04' },
    });
    const ratios = chart.series[0]!.values;
    expect(ratios.slice(0, 27)).toEqual(Array(27).fill(null));
    expect(ratios[27]).toBeCloseTo(1, 6);
    // The last day: 7 x 600 / 7 over (21 x 300 + 7 x 600) / 28.
    expect(ratios[34]).toBeCloseTo(600 / ((21 * 300 + 7 * 600) / 28), 6);
  });
});
