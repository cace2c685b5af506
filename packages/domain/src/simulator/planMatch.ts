import { activityPlanner, type ActivityMix, type PitchArea } from './activityPlanner.js';
import { athleteLimits } from './athleteLimits.js';
import { followPlay } from './followPlay.js';
import { BENCH_POSITIONS, MATCH_POSITIONS, STARTING_POSITIONS } from './matchPositions.js';
import type { Random } from './random.js';
import type { LegPlanner, MotionPhase, RecordedSpan } from './recordTruePath.js';
import type { AthletePlan, MatchPosition, PlannedSegment, SessionPlan } from './sessionPlan.js';

export interface MatchPlanOptions {
  athleteIds: readonly string[];
  /** Regular length of a half in seconds (45 minutes); stoppage time is added. */
  halfS?: number;
  halfTimeS?: number;
  /** Devices keep recording through half-time (true by default). */
  recordHalfTime?: boolean;
  /** Substitutes' devices record while they are on the bench (true by default); else only time on. */
  benchRecording?: boolean;
  /** At most this many substitutes come on during the second half (5 by default). */
  maxSubstitutions?: number;
  pitch?: { lengthM: number; widthM: number };
}

type State = 'on' | 'bench' | 'break';
interface Stretch {
  startS: number;
  endS: number;
  state: State;
  half: 0 | 1;
}

const BENCH_MIX: ActivityMix = { stand: 0.86, walk: 0.12, jog: 0.02, run: 0, high: 0, sprint: 0 };

/**
 * A match: two halves with stoppage time and a break, the first eleven in a
 * 4-4-2 whose anchors follow the play (sides swap at half-time), and
 * substitutes who come on during the second half for a starter of the same
 * position (else any outfield starter). Off the pitch, athletes stand and
 * walk along the touchline.
 */
export function planMatch(random: Random, options: MatchPlanOptions): SessionPlan {
  const halfS = options.halfS ?? 45 * 60;
  const halfTimeS = options.halfTimeS ?? 15 * 60;
  const recordHalfTime = options.recordHalfTime ?? true;
  const benchRecording = options.benchRecording ?? true;
  const hx = (options.pitch?.lengthM ?? 105) / 2;
  const hy = (options.pitch?.widthM ?? 68) / 2;
  const firstEndS = halfS + Math.round(random.uniform(1, 3)) * 60;
  const secondStartS = firstEndS + halfTimeS;
  const endS = secondStartS + halfS + Math.round(random.uniform(2, 5)) * 60;
  const segments: PlannedSegment[] = [
    { name: 'First half', kind: 'half', startOffsetS: 0, endOffsetS: firstEndS },
    { name: 'Half-time', kind: 'halfTime', startOffsetS: firstEndS, endOffsetS: secondStartS },
    { name: 'Second half', kind: 'half', startOffsetS: secondStartS, endOffsetS: endS },
  ];
  const ids = options.athleteIds;
  const positions = ids.map((_, a): MatchPosition =>
    a < 11 ? STARTING_POSITIONS[a]! : BENCH_POSITIONS[(a - 11) % BENCH_POSITIONS.length]!,
  );
  // Substitutions: the i-th outfield substitute replaces a starter at minute 55-85.
  const comesOnS = new Map<number, number>();
  const goesOffS = new Map<number, number>();
  const bench = ids.map((_, a) => a).filter((a) => a >= 11 && positions[a] !== 'GK');
  for (const sub of bench.slice(0, options.maxSubstitutions ?? 5)) {
    const free = (a: number) => a > 0 && a < 11 && !goesOffS.has(a);
    const starter =
      [...Array(11).keys()].find((a) => free(a) && positions[a] === positions[sub]) ??
      [...Array(11).keys()].find(free);
    if (starter === undefined) break;
    const atS = secondStartS + Math.round(random.uniform(10, 40)) * 60;
    comesOnS.set(sub, atS);
    goesOffS.set(starter, atS);
  }
  const plays = [0, 1].map((h) =>
    followPlay(random.fork(500 + h), {
      minXM: -0.7 * hx,
      maxXM: 0.7 * hx,
      minYM: -0.6 * hy,
      maxYM: 0.6 * hy,
    }),
  );
  const benchSpot = { xM: -12, yM: hy + 4 };

  const athletes = ids.map((id, a): AthletePlan => {
    const own = random.fork(a + 1);
    const position = positions[a]!;
    const role = MATCH_POSITIONS[position];
    const limits = athleteLimits(own, position === 'GK');
    const side = a % 2 === 0 ? 1 : -1;
    const onFromS = a < 11 ? 0 : comesOnS.get(a);
    const offAtS = goesOffS.get(a) ?? endS;
    const stretches: Stretch[] = [];
    const add = (startS: number, stopS: number, state: State, half: 0 | 1) => {
      if (stopS > startS) stretches.push({ startS, endS: stopS, state, half });
    };
    const isOn = (t: number) => onFromS !== undefined && t >= onFromS && t < offAtS;
    for (const [half, from, to] of [
      [0, 0, firstEndS],
      [1, secondStartS, endS],
    ] as const) {
      const cuts = [
        from,
        ...[onFromS, offAtS].filter((t) => t !== undefined && t > from && t < to),
        to,
      ];
      for (let c = 0; c + 1 < cuts.length; c++)
        add(cuts[c]!, cuts[c + 1]!, isOn(cuts[c]!) ? 'on' : 'bench', half);
      if (half === 0) add(firstEndS, secondStartS, 'break', 0);
    }
    const playedFirstHalf = isOn(0);
    const recorded = (s: Stretch) =>
      s.state === 'on' ||
      (s.state === 'bench' && benchRecording) ||
      (s.state === 'break' && recordHalfTime && (benchRecording || playedFirstHalf));

    const planner = (s: Stretch): LegPlanner => {
      if (s.state !== 'on') {
        const area: PitchArea = {
          minXM: -hx * 0.6,
          maxXM: hx * 0.3,
          minYM: hy + 1.5,
          maxYM: hy + 7,
        };
        const spot = {
          xM: benchSpot.xM + own.uniform(-6, 6),
          yM: benchSpot.yM + own.uniform(-1.5, 1.5),
        };
        return activityPlanner({
          random: own,
          mix: BENCH_MIX,
          area,
          anchor: () => spot,
          spreadM: 4,
          maxSpeedMps: limits.maxSpeedMps,
        });
      }
      const direction = s.half === 0 ? 1 : -1;
      const play = plays[s.half]!;
      const phaseStartS = s.startS - (s.half === 0 ? 0 : secondStartS);
      const anchor = (timeS: number) => {
        const p = play(phaseStartS + timeS);
        return {
          xM: direction * role.spotX * hx + role.followX * p.xM,
          yM: side * role.spotY * hy + role.followY * p.yM,
        };
      };
      const area: PitchArea =
        position === 'GK'
          ? {
              minXM: direction > 0 ? -hx : hx - 18,
              maxXM: direction > 0 ? -hx + 18 : hx,
              minYM: -20,
              maxYM: 20,
            }
          : { minXM: -hx + 1, maxXM: hx - 1, minYM: -hy + 1, maxYM: hy - 1 };
      return activityPlanner({
        random: own,
        mix: role.mix,
        area,
        anchor,
        spreadM: role.spreadM,
        maxSpeedMps: limits.maxSpeedMps,
      });
    };

    const spans: RecordedSpan[] = [];
    let last: Stretch | undefined;
    for (const s of stretches) {
      if (!recorded(s)) {
        last = undefined;
        continue;
      }
      const phase: MotionPhase = { durationS: s.endS - s.startS, planner: planner(s) };
      if (last) spans[spans.length - 1]!.phases.push(phase);
      else {
        const kickOff = s.startS === 0 || s.startS === secondStartS;
        const direction = s.half === 0 ? 1 : -1;
        const startAt =
          s.state !== 'on'
            ? { xM: benchSpot.xM + own.uniform(-5, 5), yM: benchSpot.yM }
            : kickOff
              ? { xM: direction * role.spotX * hx, yM: side * role.spotY * hy }
              : { xM: 0, yM: hy + 1 };
        spans.push({ startMs: s.startS * 1000, phases: [phase], startAt });
      }
      last = s;
    }
    const start = spans[0]?.startAt ?? benchSpot;
    const onPitch = stretches
      .filter((s) => s.state === 'on')
      .map((s) => ({ startOffsetS: s.startS, endOffsetS: s.endS }));
    return { id, limits, start, spans, position, substitute: a >= 11, onPitch };
  });
  return { kind: 'match', durationS: endS, segments, athletes };
}
