import { describe, expect, it } from 'vitest';
import { firstDifference } from '../testing/firstDifference.js';
import { addGpsNoise } from './addGpsNoise.js';
import { createRandom } from './random.js';
import type { TruePath } from './recordTruePath.js';
import { DEFAULT_SIMULATED_PITCH, pitchToLatLon } from './simulatedPitch.js';

const pitch = DEFAULT_SIMULATED_PITCH;

/** Moving along x at a constant speed for `seconds` at 10 Hz. */
function straightPath(seconds: number, speedMps: number): TruePath {
  const n = seconds * 10;
  const path: TruePath = {
    timeMs: new Float64Array(n),
    xM: new Float64Array(n),
    yM: new Float64Array(n),
    speedMps: new Float64Array(n).fill(speedMps),
  };
  for (let i = 0; i < n; i++) {
    path.timeMs[i] = Date.UTC(2026, 2, 7) + i * 100;
    path.xM[i] = ((i * speedMps) / 10) % 50;
  }
  return path;
}

/** The error of each fix in metres north and east, from the affine pitch projection. */
function errorsM(
  path: TruePath,
  lat: Float64Array,
  lon: Float64Array,
): [Float64Array, Float64Array] {
  const toLatLon = pitchToLatLon(pitch);
  const bearing = (pitch.bearingDeg * Math.PI) / 180;
  // One metre north in pitch coordinates, to get metres per degree of latitude.
  const [lat0] = toLatLon(0, 0);
  const [latNorth] = toLatLon(Math.cos(bearing), Math.sin(bearing));
  const mPerDegLat = 1 / (latNorth - lat0);
  const mPerDegLon = mPerDegLat * Math.cos((pitch.centreLatDeg * Math.PI) / 180);
  const north = new Float64Array(lat.length);
  const east = new Float64Array(lat.length);
  for (let i = 0; i < lat.length; i++) {
    const [trueLat, trueLon] = toLatLon(path.xM[i]!, path.yM[i]!);
    north[i] = (lat[i]! - trueLat) * mPerDegLat;
    east[i] = (lon[i]! - trueLon) * mPerDegLon;
  }
  return [north, east];
}

function std(values: Float64Array): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
}

function autocorrelation(values: Float64Array, lag: number): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < values.length; i++) {
    den += (values[i]! - mean) ** 2;
    if (i + lag < values.length) num += (values[i]! - mean) * (values[i + lag]! - mean);
  }
  return num / den;
}

describe('addGpsNoise', () => {
  const path = straightPath(3 * 3600, 0);
  const track = addGpsNoise(path, 'EDGE-1', { random: createRandom(1), pitch, dropouts: false });
  const [north, east] = errorsM(path, track.latitudeDeg, track.longitudeDeg);

  it('adds about 1 m of position error per axis', () => {
    for (const axis of [north, east]) {
      expect(std(axis)).toBeGreaterThan(0.6);
      expect(std(axis)).toBeLessThan(1.4);
    }
  });

  it('correlates the error over tens of seconds, not minutes', () => {
    for (const axis of [north, east]) {
      expect(autocorrelation(axis, 10)).toBeGreaterThan(0.95);
      expect(autocorrelation(axis, 100)).toBeGreaterThan(0.5);
      expect(autocorrelation(axis, 3000)).toBeLessThan(0.3);
    }
  });

  it('reports HDOP that falls as satellites rise', () => {
    const hdop = track.hdop!;
    const satellites = track.satellites!;
    expect(Math.min(...satellites)).toBeGreaterThanOrEqual(7);
    const meanHdop = (keep: (count: number) => boolean) => {
      let sum = 0;
      let count = 0;
      for (let i = 0; i < hdop.length; i++) {
        if (keep(satellites[i]!)) {
          sum += hdop[i]!;
          count++;
        }
      }
      expect(count).toBeGreaterThan(0);
      return sum / count;
    };
    expect(meanHdop((n) => n <= 11)).toBeGreaterThan(meanHdop((n) => n >= 14));
  });

  it('adds a Doppler speed with about 0.1 m/s of noise, or none when asked', () => {
    const running = straightPath(600, 5);
    const noisy = addGpsNoise(running, 'EDGE-1', {
      random: createRandom(2),
      pitch,
      dropouts: false,
    });
    const errors = Float64Array.from(noisy.speedMps!, (v) => v - 5);
    expect(std(errors)).toBeGreaterThan(0.05);
    expect(std(errors)).toBeLessThan(0.2);
    const without = addGpsNoise(running, 'EDGE-1', {
      random: createRandom(2),
      pitch,
      doppler: false,
    });
    expect(without.speedMps).toBeUndefined();
  });

  it('drops fixes for 1-5 s now and then', () => {
    const gapped = addGpsNoise(path, 'EDGE-1', {
      random: createRandom(3),
      pitch,
      dropoutsPerHour: 4,
    });
    const gapsS: number[] = [];
    for (let i = 1; i < gapped.timeMs.length; i++) {
      const stepMs = gapped.timeMs[i]! - gapped.timeMs[i - 1]!;
      if (stepMs > 100) gapsS.push(stepMs / 1000);
    }
    expect(gapsS.length).toBeGreaterThanOrEqual(4);
    expect(gapsS.length).toBeLessThanOrEqual(24);
    for (const gap of gapsS) {
      expect(gap).toBeGreaterThanOrEqual(1);
      expect(gap).toBeLessThanOrEqual(5.1);
    }
    expect(gapped.timeMs.length).toBeLessThan(path.timeMs.length);
  });

  it('is deterministic for a seed', () => {
    const again = addGpsNoise(path, 'EDGE-1', { random: createRandom(1), pitch, dropouts: false });
    expect(firstDifference(again.latitudeDeg, track.latitudeDeg)).toBe(-1);
    expect(firstDifference(again.longitudeDeg, track.longitudeDeg)).toBe(-1);
    const other = addGpsNoise(path, 'EDGE-1', { random: createRandom(2), pitch, dropouts: false });
    expect(firstDifference(other.latitudeDeg, track.latitudeDeg)).not.toBe(-1);
  });
});
