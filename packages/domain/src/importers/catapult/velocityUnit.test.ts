import { describe, expect, it } from 'vitest';
import { simulateSession } from '../../simulator/simulateSession.js';
import type { GpsTrack } from '../../tracks/track.js';
import { importErrorOf } from '../testing/importErrorOf.js';
import { velocityUnit } from './velocityUnit.js';

const [athlete] = simulateSession({
  seed: 5,
  kind: 'training',
  startTime: Date.UTC(2026, 2, 14, 10),
  athletes: 1,
  durationS: 600,
}).athletes;
const training = athlete?.track as GpsTrack;

/** The training with its device speed scaled, e.g. by 3.6 as an export in km/h writes it. */
const scaled = (factor: number, track = training): GpsTrack => ({
  ...track,
  speedMps: (track.speedMps ?? new Float32Array(0)).map((speed) => speed * factor),
});

const problem = async (track: GpsTrack): Promise<string> =>
  (await importErrorOf(() => Promise.resolve().then(() => velocityUnit(track)))).message;

describe('velocityUnit', () => {
  it('tells m/s from km/h by the positions of a simulated 10 Hz training', () => {
    expect(velocityUnit(training)).toBe('m/s');
    expect(velocityUnit(scaled(3.6))).toBe('km/h');
  });

  it('is not fooled by positions missing, out of order or repeated', () => {
    const n = training.timeMs.length;
    const shuffled: GpsTrack = {
      ...scaled(3.6),
      timeMs: training.timeMs.map((t, i) => (i % 50 === 0 ? (training.timeMs[n - 1 - i] ?? t) : t)),
      latitudeDeg: training.latitudeDeg.map((lat, i) => (i % 7 === 0 ? NaN : lat)),
    };
    expect(velocityUnit(shuffled)).toBe('km/h');
  });

  it('refuses a speed that is neither, naming the ratio', async () => {
    expect(await problem(scaled(2))).toMatch(
      /^Velocity matches the positions neither in m\/s nor in km\/h: it reads 2\.\d\d times the speed the positions give/,
    );
  });

  it('says so rather than guess when the athlete hardly moves', async () => {
    const still: GpsTrack = {
      ...training,
      latitudeDeg: training.latitudeDeg.map(() => 51.5),
      longitudeDeg: training.longitudeDeg.map(() => -0.1),
    };
    expect(await problem(still)).toBe(
      'cannot tell whether Velocity is in m/s or km/h: the positions move faster than 2 m/s in ' +
        '0 one-second stretches of the file, and the comparison needs 20 (does the athlete ' +
        'stand still throughout?)',
    );
    const brief = 25 * 10;
    const firstSeconds = (track: GpsTrack): GpsTrack => ({
      ...track,
      timeMs: track.timeMs.slice(0, brief),
      latitudeDeg: track.latitudeDeg.slice(0, brief),
      longitudeDeg: track.longitudeDeg.slice(0, brief),
      speedMps: track.speedMps?.slice(0, brief),
    });
    expect(await problem(firstSeconds(training))).toMatch(
      /^cannot tell whether Velocity is in m\/s or km\/h/,
    );
  });
});
