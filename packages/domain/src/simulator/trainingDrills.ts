import type { ActivityMix, PitchArea } from './activityPlanner.js';
import type { SegmentKind } from './sessionPlan.js';

/** A kind of drill a coach can put in a session: its name, movement and where it is played. */
export interface TrainingDrill {
  name: string;
  kind: SegmentKind;
  /** Shares of time in each gait (ignored by the sprint drill, which has its own planner). */
  mix: ActivityMix;
  /** The drill's area as fractions of the pitch half-length (x) and half-width (y). */
  area: PitchArea;
  /** How far athletes roam from their spot, metres. */
  spreadM: number;
  /** Whether athletes chase one moving point of play (games) or keep their own spot (drills). */
  followsPlay: boolean;
}

const area = (minXM: number, maxXM: number, minYM: number, maxYM: number): PitchArea => ({
  minXM,
  maxXM,
  minYM,
  maxYM,
});

/** The drills planTrainingSession picks from; mixes reflect time-motion studies of team sports. */
export const TRAINING_DRILLS = {
  passing: {
    name: 'Passing drill',
    kind: 'drill',
    mix: { stand: 0.5, walk: 0.3, jog: 0.15, run: 0.05, high: 0, sprint: 0 },
    area: area(-0.7, -0.1, -0.5, 0.5),
    spreadM: 6,
    followsPlay: false,
  },
  possession: {
    name: 'Possession',
    kind: 'drill',
    mix: { stand: 0.37, walk: 0.42, jog: 0.13, run: 0.055, high: 0.022, sprint: 0.008 },
    area: area(0.1, 0.75, -0.55, 0.55),
    spreadM: 10,
    followsPlay: true,
  },
  sprints: {
    name: 'Sprint drill',
    kind: 'sprintDrill',
    mix: { stand: 1, walk: 0, jog: 0, run: 0, high: 0, sprint: 0 },
    area: area(-0.8, 0.4, -0.7, 0.7),
    spreadM: 0,
    followsPlay: false,
  },
  smallSidedGame: {
    name: 'Small-sided game',
    kind: 'smallSidedGame',
    mix: { stand: 0.3, walk: 0.42, jog: 0.15, run: 0.07, high: 0.04, sprint: 0.018 },
    area: area(-0.55, 0.55, -0.7, 0.7),
    spreadM: 12,
    followsPlay: true,
  },
  waterBreak: {
    name: 'Water break',
    kind: 'rest',
    mix: { stand: 0.85, walk: 0.15, jog: 0, run: 0, high: 0, sprint: 0 },
    area: area(-0.2, 0.2, 1.05, 1.2),
    spreadM: 3,
    followsPlay: false,
  },
} as const satisfies Record<string, TrainingDrill>;
