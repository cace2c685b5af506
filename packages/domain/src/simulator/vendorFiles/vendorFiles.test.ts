import { describe, expect, it } from 'vitest';
import { importTracks } from '../../importers/importTracks.js';
import type { GpsTrack } from '../../tracks/track.js';
import { simulateSession } from '../simulateSession.js';
import { atRate, simulateMatchFiles, writeFit, writeGpx } from './index.js';

const simulated = simulateSession({
  seed: 7,
  kind: 'training',
  startTime: Date.UTC(2026, 2, 14, 10),
  athletes: 1,
  durationS: 120,
});
const track = simulated.athletes[0]!.track;

function expectSameTrack(read: GpsTrack, written: GpsTrack, positionDeg: number) {
  expect(Array.from(read.timeMs)).toEqual(Array.from(written.timeMs));
  read.latitudeDeg.forEach((lat, i) => {
    expect(Math.abs(lat - written.latitudeDeg[i]!)).toBeLessThan(positionDeg);
    expect(Math.abs(read.longitudeDeg[i]! - written.longitudeDeg[i]!)).toBeLessThan(positionDeg);
  });
}

describe('vendor files of a simulated track', () => {
  it('keeps one sample a second at 1 Hz', () => {
    const watch = atRate(track, 1);
    expect(watch.timeMs.length).toBeGreaterThan(100);
    expect(watch.timeMs.length).toBeLessThanOrEqual(121);
    for (let i = 1; i < watch.timeMs.length; i++) {
      expect(watch.timeMs[i]! - watch.timeMs[i - 1]!).toBeGreaterThanOrEqual(999.5);
    }
  });

  it('writes a GPX that reads back as the same track, named', async () => {
    const watch = atRate(track, 1);
    const [read] = await importTracks(new TextEncoder().encode(writeGpx(watch, 'Ada <Lovelace>')));
    expect(read?.id).toBe('Ada <Lovelace>');
    expectSameTrack(read as GpsTrack, watch, 1e-7);
  });

  it('writes a FIT that reads back with its serial, to the second', async () => {
    const watch = atRate(track, 1);
    const [read] = await importTracks(writeFit(watch, 3_456_789));
    expect(read?.metadata.deviceSerial).toBe('3456789');
    const whole = { ...watch, timeMs: watch.timeMs.map((t) => Math.round(t / 1000) * 1000) };
    expectSameTrack(read as GpsTrack, whole, 1e-6);
  });
});

describe('a simulated match folder', () => {
  it('gives every athlete a file, the same bytes for the same seed', () => {
    const options = {
      athletes: Array.from({ length: 22 }, (_, i) => `Player ${i + 1}`),
      kickOffMs: Date.UTC(2026, 2, 14, 15),
      halfMinutes: 1,
      timeZone: 'Europe/Oslo',
      anonymous: 9,
      label: 'Test',
      seed: 3,
    };
    const files = simulateMatchFiles(options);
    expect(files.map((file) => file.athlete)).toEqual(options.athletes);
    expect(new Set(files.map((file) => file.format)).size).toBe(4);
    expect(files[0]!.fileName).toBe('Test Export for Player 1 77000.csv');
    expect(files[9]!.fileName).toBe('activity_Test_9.fit');
    expect(simulateMatchFiles(options)).toEqual(files);
  });
});
