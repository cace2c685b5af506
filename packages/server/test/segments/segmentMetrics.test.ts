import {
  computeWindowMetrics,
  DEFAULT_METRIC_SETTINGS,
  importTracks,
  processTrack,
} from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Within a millionth of a metre (toBeCloseTo's digits, as an asymmetric matcher). */
const near = (value: number): number => expect.closeTo(value, 6) as number;
import { edgeExports, KICK_OFF } from '../support/sessionFixtures.js';
import { seedReportSessions, type ReportSessions } from '../support/sessionReportFixtures.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';
import {
  CREATE_SEGMENT,
  participationIdsOf,
  SEGMENT_DETAILS_QUERY,
  UPDATE_SEGMENT,
  type SegmentAnswer,
} from './segmentOperations.js';
import { BACKGROUND_WAIT_MS } from '../support/backgroundWait.js';

let testApp: TestApp;
let coach: Session;
let seeded: ReportSessions;
let participationOf: Record<string, string>;

const db = () => testApp.testDatabase.database.db;
const minute = 60_000;
const at = (minutes: number) => new Date(KICK_OFF.getTime() + minutes * minute).toISOString();

type Details = SegmentAnswer & { segmentMetricSet: Record<string, number> | null };

/** The segment once its recompute has finished. */
async function recomputed(segmentId: string): Promise<Details> {
  let details: Details | undefined;
  await expect
    .poll(
      async () => {
        const answer = await graphql<{ segment: Details }>(
          testApp.app,
          coach,
          SEGMENT_DETAILS_QUERY,
          {
            segmentId,
          },
        );
        details = answer.data!.segment;
        return details.metricsProcessing;
      },
      { timeout: BACKGROUND_WAIT_MS, interval: 100 },
    )
    .toBe(false);
  return details!;
}

/** What the engine says of an athlete's Edge file over some intervals (the seeded files). */
async function engineMetrics(fileIndex: number, window: { startMs: number; endMs: number }[]) {
  const content = edgeExports(4, 11)[fileIndex]!;
  const [track] = await importTracks(new TextEncoder().encode(content), {
    format: 'auto',
    fileName: `edge-${fileIndex}.csv`,
  });
  return computeWindowMetrics(processTrack(track!, DEFAULT_METRIC_SETTINGS), {
    window,
    settings: DEFAULT_METRIC_SETTINGS,
    onPitchOnly: false,
    bucketOriginMs: window[0]!.startMs,
  });
}

beforeAll(async () => {
  testApp = await startTestApp();
  coach = await signIn(testApp.app, 'coach@touchline.test');
  seeded = await seedReportSessions(testApp, coach, await clubIdNamed(db(), 'Touchline FC'));
  participationOf = await participationIdsOf(db(), seeded.trainingId);
});
afterAll(() => testApp.close());

describe('a saved segment’s metrics', () => {
  it('are recomputed from the stored files: the window, each athlete’s clipped periods, the team', async () => {
    const first = seeded.squad['Hayes, Jordan "JJ"'];
    const second = seeded.squad['Player 10'];
    const withoutData = seeded.squad['Ada Without Data'];
    type Created = { createSessionSegment: { segment: SegmentAnswer } };
    const created = await graphql<Created>(testApp.app, coach, CREATE_SEGMENT, {
      attributes: {
        sessionId: seeded.trainingId,
        title: 'Small-sided game',
        startTime: at(2),
        endTime: at(12),
        participations: [first, second, withoutData].map((athleteId) => ({
          id: participationOf[athleteId],
          tagDefinitionIds: [],
        })),
        clippedTimePeriodsByAthlete: [
          {
            athleteId: first,
            clippedTimePeriods: [
              { startOffset: 0, endOffset: 3 * minute },
              { startOffset: 5 * minute, endOffset: 8 * minute },
            ],
          },
        ],
      },
    });
    const segmentId = created.data!.createSessionSegment.segment.id;
    const details = await recomputed(segmentId);
    const start = KICK_OFF.getTime() + 2 * minute;
    const clipped = await engineMetrics(0, [
      { startMs: start, endMs: start + 3 * minute },
      { startMs: start + 5 * minute, endMs: start + 8 * minute },
    ]);
    const whole = await engineMetrics(1, [{ startMs: start, endMs: start + 10 * minute }]);
    const setOf = (athleteId: string) =>
      details.segmentParticipations.find((p) => p.athlete.id === athleteId)!.athleteMetricSet;
    for (const [athleteId, engine] of [
      [first, clipped],
      [second, whole],
    ] as const) {
      expect(setOf(athleteId)).toEqual({
        totalDistanceM: near(engine.totalDistanceM),
        sprintEvents: engine.sprintEvents,
        accelerationEvents: engine.accelerationEvents,
        decelerationEvents: engine.decelerationEvents,
      });
    }
    expect(setOf(withoutData)).toBeNull();
    expect(details.segmentMetricSet).toMatchObject({
      participantsWithData: 2,
      participantsWithoutData: 1,
      avgTotalDistanceM: near((clipped.totalDistanceM + whole.totalDistanceM) / 2),
      avgAccelerationEvents: (clipped.accelerationEvents + whole.accelerationEvents) / 2,
      avgDecelerationEvents: (clipped.decelerationEvents + whole.decelerationEvents) / 2,
    });

    // Moved and without clips: the whole new window for everyone.
    await graphql(testApp.app, coach, UPDATE_SEGMENT, {
      id: segmentId,
      patch: { startTime: at(14), endTime: at(20), clippedTimePeriodsByAthlete: [] },
    });
    const moved = await recomputed(segmentId);
    const later = KICK_OFF.getTime() + 14 * minute;
    const engineLater = await engineMetrics(0, [{ startMs: later, endMs: later + 6 * minute }]);
    expect(
      moved.segmentParticipations.find((p) => p.athlete.id === first)!.athleteMetricSet,
    ).toMatchObject({ totalDistanceM: near(engineLater.totalDistanceM) });
  });
});
