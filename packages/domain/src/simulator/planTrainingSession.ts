import { activityPlanner, type PitchArea } from './activityPlanner.js';
import { athleteLimits } from './athleteLimits.js';
import { followPlay } from './followPlay.js';
import type { Random } from './random.js';
import type { MotionPhase } from './recordTruePath.js';
import type { AthletePlan, PlannedSegment, SessionPlan } from './sessionPlan.js';
import { sprintDrillPlanner } from './sprintDrillPlanner.js';
import { TRAINING_DRILLS, type TrainingDrill } from './trainingDrills.js';
import { warmUpPlanner } from './warmUpPlanner.js';

// From this length on, a session gets two more drills rather than longer ones.
const LONG_SESSION_S = 100 * 60;

export interface TrainingPlanOptions {
  athleteIds: readonly string[];
  /** Session length in seconds; 75 minutes by default. */
  durationS?: number;
  pitch?: { lengthM: number; widthM: number };
}

/**
 * A training session: a warm-up of jogging laps and strides, then three to
 * five drills (five to seven in a session of 100 minutes or more; passing or
 * possession first, often a sprint drill, a small-sided game last) with water
 * breaks between them. Every athlete's device records the whole session.
 */
export function planTrainingSession(random: Random, options: TrainingPlanOptions): SessionPlan {
  const durationS = options.durationS ?? 75 * 60;
  const halfLengthM = (options.pitch?.lengthM ?? 105) / 2;
  const halfWidthM = (options.pitch?.widthM ?? 68) / 2;
  const drillCount = random.integer(3, 5) + (durationS >= LONG_SESSION_S ? 2 : 0);
  const drills: TrainingDrill[] = [
    random.next() < 0.5 ? TRAINING_DRILLS.passing : TRAINING_DRILLS.possession,
  ];
  if (drillCount >= 4 || random.next() < 0.7) drills.push(TRAINING_DRILLS.sprints);
  while (drills.length < drillCount - 1) {
    drills.push(random.next() < 0.5 ? TRAINING_DRILLS.possession : TRAINING_DRILLS.passing);
  }
  drills.push(TRAINING_DRILLS.smallSidedGame);

  const warmUpS = Math.min(Math.round(random.uniform(12, 15)) * 60, Math.round(durationS / 5));
  const breakS = drills.slice(1).map(() => Math.round(random.uniform(90, 180)));
  const drillTimeS = durationS - warmUpS - breakS.reduce((a, b) => a + b, 0);
  const weights = drills.map((drill) =>
    drill.kind === 'sprintDrill' ? 0.6 : random.uniform(0.8, 1.3),
  );
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const segments: PlannedSegment[] = [
    { name: 'Warm-up', kind: 'warmUp', startOffsetS: 0, endOffsetS: warmUpS },
  ];
  let offsetS = warmUpS;
  drills.forEach((drill, d) => {
    if (d > 0) {
      const rest = TRAINING_DRILLS.waterBreak;
      segments.push({
        name: rest.name,
        kind: rest.kind,
        startOffsetS: offsetS,
        endOffsetS: offsetS + breakS[d - 1]!,
      });
      offsetS += breakS[d - 1]!;
    }
    const lengthS =
      d === drills.length - 1
        ? durationS - offsetS
        : Math.round((drillTimeS * weights[d]!) / weightSum);
    segments.push({
      name: drill.name,
      kind: drill.kind,
      startOffsetS: offsetS,
      endOffsetS: offsetS + lengthS,
    });
    offsetS += lengthS;
  });

  const scale = (a: PitchArea): PitchArea => ({
    minXM: a.minXM * halfLengthM,
    maxXM: a.maxXM * halfLengthM,
    minYM: a.minYM * halfWidthM,
    maxYM: a.maxYM * halfWidthM,
  });
  // One point of play per game segment, shared by everyone in it.
  const plays = segments.map((segment, s) => {
    const drill = Object.values(TRAINING_DRILLS).find((d) => d.name === segment.name);
    return drill?.followsPlay ? followPlay(random.fork(1000 + s), scale(drill.area)) : undefined;
  });
  const athletes = options.athleteIds.map((id, a): AthletePlan => {
    const own = random.fork(a + 1);
    const limits = athleteLimits(own);
    const phases = segments.map((segment, s): MotionPhase => {
      const segmentS = segment.endOffsetS - segment.startOffsetS;
      if (segment.kind === 'warmUp') {
        const jitter = own.uniform(-2, 2);
        const area = {
          minXM: -40 + jitter,
          maxXM: -8 + jitter,
          minYM: -22 + jitter,
          maxYM: 8 + jitter,
        };
        return {
          durationS: segmentS,
          planner: warmUpPlanner({ random: own, area, durationS: segmentS }),
        };
      }
      const drill = Object.values(TRAINING_DRILLS).find((d) => d.name === segment.name)!;
      const area = scale(drill.area);
      if (drill.kind === 'sprintDrill') {
        const lane = a % 8;
        const planner = sprintDrillPlanner({
          random: own,
          startXM: area.minXM + 2,
          startYM: area.minYM + ((lane + 0.5) / 8) * (area.maxYM - area.minYM),
          distanceM: own.uniform(30, 40),
          intervalS: 50,
          firstRepS: 15 + Math.floor(a / 8) * 12,
          lastRepS: segmentS - 30,
          maxSpeedMps: limits.maxSpeedMps,
        });
        return { durationS: segmentS, planner };
      }
      const spot = {
        xM: own.uniform(area.minXM, area.maxXM),
        yM: own.uniform(area.minYM, area.maxYM),
      };
      const play = plays[s];
      const anchor = play
        ? (timeS: number) => {
            const p = play(timeS);
            return { xM: (p.xM * 2 + spot.xM) / 3, yM: (p.yM * 2 + spot.yM) / 3 };
          }
        : () => spot;
      const planner = activityPlanner({
        random: own,
        mix: drill.mix,
        area,
        anchor,
        spreadM: drill.spreadM,
        maxSpeedMps: limits.maxSpeedMps,
      });
      return { durationS: segmentS, planner };
    });
    const start = { xM: own.uniform(-10, 10), yM: halfWidthM + own.uniform(1, 4) };
    return { id, limits, start, spans: [{ startMs: 0, phases, startAt: start }] };
  });
  return { kind: 'training', durationS, segments, athletes };
}
