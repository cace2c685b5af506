import { describe, expect, it } from 'vitest';
import { planMatch } from './planMatch.js';
import { createRandom } from './random.js';

const squad = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const spanS = (plan: ReturnType<typeof planMatch>, a: number) =>
  plan.athletes[a]!.spans.map((s) => [
    s.startMs / 1000,
    s.startMs / 1000 + s.phases.reduce((t, p) => t + p.durationS, 0),
  ]);

describe('planMatch', () => {
  it('plays two halves of 45 minutes plus stoppage time around a 15-minute break', () => {
    const plan = planMatch(createRandom(1), { athleteIds: squad(11) });
    const [first, halfTime, second] = plan.segments;
    expect(plan.segments.map((s) => s.kind)).toEqual(['half', 'halfTime', 'half']);
    for (const half of [first!, second!]) {
      const minutes = (half.endOffsetS - half.startOffsetS) / 60;
      expect(minutes).toBeGreaterThanOrEqual(46);
      expect(minutes).toBeLessThanOrEqual(50);
    }
    expect(halfTime!.endOffsetS - halfTime!.startOffsetS).toBe(900);
    expect(plan.durationS).toBe(second!.endOffsetS);
  });

  it('lines up a 4-4-2 and brings on up to five outfield substitutes in the second half', () => {
    const plan = planMatch(createRandom(2), { athleteIds: squad(18) });
    expect(plan.athletes.slice(0, 11).map((a) => a.position)).toEqual([
      'GK',
      'CB',
      'CB',
      'FB',
      'FB',
      'CM',
      'CM',
      'WM',
      'WM',
      'FW',
      'FW',
    ]);
    const secondHalf = plan.segments[2]!;
    const cameOn = plan.athletes.filter((a) => a.substitute && a.onPitch!.length > 0);
    expect(cameOn).toHaveLength(5);
    expect(cameOn.every((a) => a.position !== 'GK')).toBe(true);
    for (const sub of cameOn) {
      const on = sub.onPitch![0]!;
      expect(on.startOffsetS).toBeGreaterThan(secondHalf.startOffsetS);
      expect(on.endOffsetS).toBe(secondHalf.endOffsetS);
      const replaced = plan.athletes.find(
        (a) => !a.substitute && a.onPitch!.at(-1)!.endOffsetS === on.startOffsetS,
      );
      expect(replaced).toBeDefined();
    }
    // The bench records the whole match by default.
    expect(spanS(plan, 17)).toEqual([[0, plan.durationS]]);
  });

  it('records only time on the pitch when neither bench nor half-time records', () => {
    const plan = planMatch(createRandom(3), {
      athleteIds: squad(12),
      benchRecording: false,
      recordHalfTime: false,
    });
    const [first, , second] = plan.segments;
    const sub = plan.athletes[11]!;
    expect(spanS(plan, 11)).toEqual(sub.onPitch!.map((p) => [p.startOffsetS, p.endOffsetS]));
    expect(spanS(plan, 0)).toEqual([
      [0, first!.endOffsetS],
      [second!.startOffsetS, second!.endOffsetS],
    ]);
  });
});
