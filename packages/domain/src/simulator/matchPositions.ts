import type { ActivityMix } from './activityPlanner.js';
import type { MatchPosition } from './sessionPlan.js';

/** How a position moves: its gait mix, its spot and how strongly it follows play. */
export interface PositionRole {
  mix: ActivityMix;
  /** The spot attacking towards +x, as fractions of the pitch half-length and half-width. */
  spotX: number;
  spotY: number;
  /** Share of the play's movement the anchor follows along x and y. */
  followX: number;
  followY: number;
  spreadM: number;
}

/**
 * Mixes after time-motion studies of professional football: outfield players
 * cover 9-12 km, central midfielders most; goalkeepers mostly stand and walk.
 */
export const MATCH_POSITIONS: Readonly<Record<MatchPosition, PositionRole>> = {
  GK: {
    mix: { stand: 0.7, walk: 0.27, jog: 0.025, run: 0.005, high: 0.002, sprint: 0 },
    spotX: -0.9,
    spotY: 0,
    followX: 0.12,
    followY: 0.15,
    spreadM: 5,
  },
  CB: {
    mix: { stand: 0.3, walk: 0.47, jog: 0.14, run: 0.055, high: 0.025, sprint: 0.01 },
    spotX: -0.55,
    spotY: 0.25,
    followX: 0.6,
    followY: 0.3,
    spreadM: 10,
  },
  FB: {
    mix: { stand: 0.26, walk: 0.46, jog: 0.16, run: 0.07, high: 0.035, sprint: 0.015 },
    spotX: -0.45,
    spotY: 0.7,
    followX: 0.7,
    followY: 0.2,
    spreadM: 12,
  },
  CM: {
    mix: { stand: 0.22, walk: 0.47, jog: 0.19, run: 0.08, high: 0.03, sprint: 0.012 },
    spotX: -0.1,
    spotY: 0.25,
    followX: 0.8,
    followY: 0.4,
    spreadM: 12,
  },
  WM: {
    mix: { stand: 0.25, walk: 0.46, jog: 0.17, run: 0.07, high: 0.035, sprint: 0.015 },
    spotX: 0.1,
    spotY: 0.7,
    followX: 0.8,
    followY: 0.2,
    spreadM: 12,
  },
  FW: {
    mix: { stand: 0.28, walk: 0.46, jog: 0.14, run: 0.065, high: 0.035, sprint: 0.018 },
    spotX: 0.4,
    spotY: 0.2,
    followX: 0.7,
    followY: 0.35,
    spreadM: 12,
  },
};

/** The starting eleven in a 4-4-2, then the bench; y sides alternate. */
export const STARTING_POSITIONS: readonly MatchPosition[] = [
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
];
export const BENCH_POSITIONS: readonly MatchPosition[] = [
  'CM',
  'FW',
  'FB',
  'WM',
  'CB',
  'GK',
  'CM',
  'FW',
  'CB',
  'WM',
  'FB',
];
