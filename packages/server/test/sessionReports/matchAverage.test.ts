import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteMetricSets, sessionParticipations, sessions } from '../../src/db/tables.js';
import { startDatasetsWorld, type DatasetsWorld } from '../datasets/datasetsWorld.js';
import { graphql } from '../support/testApp.js';

// A training's athletes against their match average (docs/product/shell-and-sessions.md §2.7):
// the demo season's week, against the stored metric sets read apart from the loader.

let world: DatasetsWorld;
beforeAll(async () => {
  world = await startDatasetsWorld();
}, 180_000);
afterAll(() => world?.testApp.close());

const MATCH_AVERAGES = `query ($id: ID!) { session(id: $id) { id sessionParticipations {
  athlete { id } matchAverage { matchCount totalDistanceM totalHighIntensityDistanceM totalSprintDistanceM } } } }`;

interface Answer {
  session: {
    sessionParticipations: {
      athlete: { id: string };
      matchAverage: {
        matchCount: number;
        totalDistanceM: number;
        totalHighIntensityDistanceM: number;
        totalSprintDistanceM: number;
      } | null;
    }[];
  };
}

/** Every usable Whole Session set of the club, with its session's kind and start. */
async function wholeSessionSets() {
  return world.db
    .select({
      athleteId: sessionParticipations.athleteId,
      kind: sessions.kind,
      startTime: sessions.startTime,
      totalDistanceM: athleteMetricSets.totalDistanceM,
      totalHighIntensityDistanceM: athleteMetricSets.totalHighIntensityDistanceM,
      totalSprintDistanceM: athleteMetricSets.totalSprintDistanceM,
    })
    .from(athleteMetricSets)
    .innerJoin(sessions, eq(sessions.id, athleteMetricSets.sessionId))
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
    )
    .where(
      and(
        eq(sessions.clubId, world.clubId),
        eq(athleteMetricSets.scope, 'session'),
        gt(athleteMetricSets.activeSeconds, 0),
      ),
    );
}

describe('SessionParticipation.matchAverage', () => {
  it('is the mean of the athlete’s Whole Session values over their matches before the session', async () => {
    const trainings = await world.db
      .select({ id: sessions.id, startTime: sessions.startTime })
      .from(sessions)
      .where(and(eq(sessions.clubId, world.clubId), eq(sessions.kind, 'training')))
      .orderBy(asc(sessions.startTime));
    // The demo week's matches come after its trainings: one moves to the day before the last
    // training, so that training has a match behind it and the earlier ones none.
    const [match] = await world.db
      .select({ id: sessions.id, startTime: sessions.startTime, endTime: sessions.endTime })
      .from(sessions)
      .where(and(eq(sessions.clubId, world.clubId), eq(sessions.kind, 'match')))
      .limit(1);
    const shiftMs = trainings.at(-1)!.startTime.getTime() - 86_400_000 - match!.startTime.getTime();
    await world.db
      .update(sessions)
      .set({
        startTime: new Date(match!.startTime.getTime() + shiftMs),
        endTime: new Date(match!.endTime.getTime() + shiftMs),
      })
      .where(eq(sessions.id, match!.id));
    const sets = await wholeSessionSets();
    let compared = 0;
    let withoutMatch = 0;
    for (const training of trainings) {
      const answer = await graphql<Answer>(world.testApp.app, world.coach, MATCH_AVERAGES, {
        id: training.id,
      });
      expect(answer.errors).toBeUndefined();
      const yearBefore = new Date(training.startTime);
      yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1);
      for (const { athlete, matchAverage } of answer.data!.session.sessionParticipations) {
        const matches = sets.filter(
          (set) =>
            set.athleteId === athlete.id &&
            set.kind === 'match' &&
            set.startTime < training.startTime &&
            set.startTime >= yearBefore,
        );
        if (matches.length === 0) {
          expect(matchAverage).toBeNull();
          withoutMatch += 1;
          continue;
        }
        const mean = (pick: (set: (typeof matches)[number]) => number) =>
          matches.reduce((sum, set) => sum + pick(set), 0) / matches.length;
        expect(matchAverage!.matchCount).toBe(matches.length);
        expect(matchAverage!.totalDistanceM).toBeCloseTo(
          mean((set) => set.totalDistanceM),
          6,
        );
        expect(matchAverage!.totalHighIntensityDistanceM).toBeCloseTo(
          mean((set) => set.totalHighIntensityDistanceM),
          6,
        );
        expect(matchAverage!.totalSprintDistanceM).toBeCloseTo(
          mean((set) => set.totalSprintDistanceM),
          6,
        );
        compared += 1;
      }
    }
    // The last training has the match behind it; the first ones had none yet.
    expect(compared).toBeGreaterThan(0);
    expect(withoutMatch).toBeGreaterThan(0);
  });
});
