import { describe, expect, it } from 'vitest';
import { planTrainingSession } from './planTrainingSession.js';
import { createRandom } from './random.js';

const ids = ['a', 'b', 'c'];

describe('planTrainingSession', () => {
  it('starts with a warm-up, fills the session with 3-5 drills and puts water breaks between them', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const plan = planTrainingSession(createRandom(seed), { athleteIds: ids });
      const { segments } = plan;
      expect(plan.durationS).toBe(75 * 60);
      expect(segments[0]!.name).toBe('Warm-up');
      expect(segments.at(-1)!.kind).toBe('smallSidedGame');
      expect(segments.at(-1)!.endOffsetS).toBe(plan.durationS);
      const drills = segments.filter((s) => s.kind !== 'warmUp' && s.kind !== 'rest');
      expect(drills.length).toBeGreaterThanOrEqual(3);
      expect(drills.length).toBeLessThanOrEqual(5);
      segments.forEach((segment, i) => {
        expect(segment.endOffsetS).toBeGreaterThan(segment.startOffsetS);
        if (i > 0) expect(segment.startOffsetS).toBe(segments[i - 1]!.endOffsetS);
        if (i > 1) expect(segment.kind === 'rest').not.toBe(segments[i - 1]!.kind === 'rest');
      });
    }
  });

  it('gives a 2-hour session 5-7 drills of a usual length, not longer ones', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const plan = planTrainingSession(createRandom(seed), { athleteIds: ids, durationS: 7200 });
      const drills = plan.segments.filter((s) => s.kind !== 'warmUp' && s.kind !== 'rest');
      expect(drills.length).toBeGreaterThanOrEqual(5);
      expect(drills.length).toBeLessThanOrEqual(7);
      expect(drills.some((drill) => drill.kind === 'sprintDrill')).toBe(true);
      expect(plan.segments.at(-1)!.endOffsetS).toBe(7200);
      for (const drill of drills)
        expect(drill.endOffsetS - drill.startOffsetS).toBeLessThan(30 * 60);
    }
  });

  it('records every athlete for the whole session, one phase per segment', () => {
    const plan = planTrainingSession(createRandom(2), { athleteIds: ids, durationS: 3600 });
    expect(plan.athletes.map((a) => a.id)).toEqual(ids);
    for (const athlete of plan.athletes) {
      expect(athlete.spans).toHaveLength(1);
      expect(athlete.spans[0]!.startMs).toBe(0);
      const phases = athlete.spans[0]!.phases;
      expect(phases.map((p) => p.durationS)).toEqual(
        plan.segments.map((s) => s.endOffsetS - s.startOffsetS),
      );
    }
  });

  it('is the same plan for the same seed', () => {
    const names = (seed: number) =>
      planTrainingSession(createRandom(seed), { athleteIds: ids }).segments;
    expect(names(7)).toEqual(names(7));
  });
});
