import { describe, expect, it } from 'vitest';
import { computeWindowMetrics } from '../engine/computeWindowMetrics.js';
import { processTrack } from '../engine/processTrack.js';
import type { WindowMetrics } from '../engine/windowMetrics.js';
import type { GpsTrack } from '../tracks/track.js';
import type { SimulatedTruth } from './computeTruth.js';
import { simulateEffort } from './simulateEffort.js';
import { simulateSession } from './simulateSession.js';

// METRICS.md Quality: with realistic 10 Hz noise (about 1 m, correlated) the
// recovered distance is within 1 %, top speed within 3 %, and events are
// exact for clean efforts.
const DISTANCE_TOLERANCE = 0.01;
const TOP_SPEED_TOLERANCE = 0.03;

const KICK_OFF = Date.UTC(2026, 2, 7, 15);
const metricsOf = (track: Parameters<typeof processTrack>[0]): WindowMetrics =>
  computeWindowMetrics(processTrack(track));
const relativeError = (measured: number, truth: number) => Math.abs(measured / truth - 1);
const topSpeedError = (m: WindowMetrics, truth: SimulatedTruth) =>
  relativeError(m.maxSpeedKph / 3.6, truth.topSpeedMps);

describe('engine accuracy on simulated tracks', () => {
  it('finds exactly the true efforts of clean sprints, with distance and top speed', () => {
    for (const seed of [1, 2, 3]) {
      const { track, truth } = simulateEffort({ seed, repetitions: 4, distanceM: 30 + seed * 5 });
      const m = metricsOf(track);
      expect(truth.sprintEfforts.length).toBe(4);
      expect(m.sprintEvents).toBe(truth.sprintEfforts.length);
      expect(m.highIntensityEvents).toBe(truth.highIntensityEfforts.length);
      expect(relativeError(m.totalDistanceM, truth.distanceM)).toBeLessThan(DISTANCE_TOLERANCE);
      expect(topSpeedError(m, truth)).toBeLessThan(TOP_SPEED_TOLERANCE);
    }
  });

  it('still finds the true sprint efforts with realistic GPS noise', () => {
    for (const seed of [1, 2, 3]) {
      const { track, truth } = simulateEffort({ seed, repetitions: 4, noise: true });
      const m = metricsOf(track);
      expect(m.sprintEvents).toBe(truth.sprintEfforts.length);
      expect(m.highIntensityEvents).toBe(truth.highIntensityEfforts.length);
      expect(relativeError(m.totalDistanceM, truth.distanceM)).toBeLessThan(DISTANCE_TOLERANCE);
      expect(topSpeedError(m, truth)).toBeLessThan(TOP_SPEED_TOLERANCE);
    }
  });

  // One simulated match for the three tests below (simulating it is most of their work).
  // Positions-only GPS is the same tracks without their Doppler speed column.
  const match = simulateSession({
    seed: 5,
    kind: 'match',
    startTime: KICK_OFF,
    athletes: 11,
    doppler: true,
    dropouts: false,
  });
  const withoutDoppler = ({ speedMps: _doppler, ...positions }: GpsTrack): GpsTrack => positions;

  it('recovers a whole match within 1 % distance and 3 % top speed from Edge tracks (Doppler)', () => {
    for (const athlete of match.athletes) {
      expect(athlete.track.speedMps).toBeDefined();
      const m = metricsOf(athlete.track);
      expect(relativeError(m.totalDistanceM, athlete.truth.distanceM)).toBeLessThan(
        DISTANCE_TOLERANCE,
      );
      expect(topSpeedError(m, athlete.truth)).toBeLessThan(TOP_SPEED_TOLERANCE);
      // Match efforts graze the thresholds, so noise may split or drop a few.
      const truthCount = athlete.truth.sprintEfforts.length;
      expect(Math.abs(m.sprintEvents - truthCount)).toBeLessThanOrEqual(
        Math.max(1, truthCount * 0.1),
      );
    }
  });

  it('recovers outfield distance within 1 % from positions alone (no Doppler)', () => {
    for (const athlete of match.athletes.filter((a) => a.position !== 'GK')) {
      const m = metricsOf(withoutDoppler(athlete.track));
      expect(relativeError(m.totalDistanceM, athlete.truth.distanceM)).toBeLessThan(
        DISTANCE_TOLERANCE,
      );
    }
  });

  // Measured, not a target: without Doppler the 0.35 s smoothing of METRICS.md
  // keeps the velocity of the correlated position error (0.1-0.2 m/s), so a
  // 90-minute maximum overshoots by up to 3.5 % (6.5 % with seed 6) and a mostly
  // standing goalkeeper's distance by 1.6-1.7 %. Edge trackers record Doppler
  // speed, which meets the targets (above); this guards the positions-only path
  // against getting worse.
  it('keeps positions-only GPS within its measured bounds: 2 % distance, 7 % top speed', () => {
    for (const athlete of match.athletes) {
      const m = metricsOf(withoutDoppler(athlete.track));
      expect(relativeError(m.totalDistanceM, athlete.truth.distanceM)).toBeLessThan(0.02);
      expect(topSpeedError(m, athlete.truth)).toBeLessThan(0.07);
    }
  });
});
