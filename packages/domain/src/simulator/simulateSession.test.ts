import { describe, expect, it } from 'vitest';
import { simulateSession, type SimulateSessionOptions } from './simulateSession.js';
import { writeEdgeCsv } from './writeEdgeCsv.js';

const KICK_OFF = Date.UTC(2026, 2, 7, 15);
const match = simulateSession({ seed: 11, kind: 'match', startTime: KICK_OFF, athletes: 22 });
const training = simulateSession({ seed: 12, kind: 'training', startTime: KICK_OFF, athletes: 12 });
const km = (m: number) => m / 1000;
const kph = (mps: number) => mps * 3.6;

describe('simulateSession', () => {
  it('gives byte-identical Edge files for the same seed and different ones for another', () => {
    const options: SimulateSessionOptions = {
      seed: 3,
      kind: 'training',
      startTime: KICK_OFF,
      athletes: 2,
      durationS: 600,
    };
    const files = (seed: number) =>
      simulateSession({ ...options, seed }).athletes.map((a) => writeEdgeCsv(a.track));
    expect(files(3)).toEqual(files(3));
    expect(files(4)[0]).not.toEqual(files(3)[0]);
  });

  it('plays a match of two halves with a break, with 10 Hz fixes in time order', () => {
    expect(match.segments.map((s) => s.name)).toEqual(['First half', 'Half-time', 'Second half']);
    const [first, , second] = match.segments;
    expect((first!.endMs - first!.startMs) / 60_000).toBeGreaterThanOrEqual(46);
    expect((second!.endMs - second!.startMs) / 60_000).toBeLessThanOrEqual(50);
    const track = match.athletes[5]!.track;
    expect(track.metadata.sampleRateHz).toBe(10);
    expect(track.timeMs[1]! - track.timeMs[0]!).toBe(100);
    // One assertion for the whole track: an expect() per fix costs seconds.
    const firstOutOfOrder = track.timeMs.findIndex((t, i) => i > 0 && t <= track.timeMs[i - 1]!);
    expect(firstOutOfOrder).toBe(-1);
  });

  it('has full-match outfield players cover 9-12 km at top speeds of 28-34 km/h with several sprints', () => {
    const fullMatch = match.athletes.filter(
      (a) => a.position !== 'GK' && !a.substitute && a.onPitch!.at(-1)!.endMs === match.endMs,
    );
    expect(fullMatch.length).toBeGreaterThanOrEqual(4);
    for (const athlete of fullMatch) {
      const halves = athlete.truth.windows.filter((w) => w.name !== 'Half-time');
      const distanceKm = km(halves.reduce((sum, w) => sum + w.distanceM, 0));
      expect(distanceKm).toBeGreaterThan(9);
      expect(distanceKm).toBeLessThan(12);
      expect(kph(athlete.truth.topSpeedMps)).toBeGreaterThan(28);
      expect(kph(athlete.truth.topSpeedMps)).toBeLessThan(34);
      expect(athlete.truth.sprintEfforts.length).toBeGreaterThanOrEqual(5);
      expect(athlete.truth.highIntensityEfforts.length).toBeGreaterThan(
        athlete.truth.sprintEfforts.length,
      );
    }
  });

  it('keeps goalkeepers slower and substitutes on the pitch only part of the match', () => {
    const keeper = match.athletes.find((a) => a.position === 'GK' && !a.substitute)!;
    expect(km(keeper.truth.distanceM)).toBeLessThan(7);
    const used = match.athletes.filter((a) => a.substitute && a.onPitch!.length > 0);
    expect(used.length).toBe(5);
    for (const sub of used)
      expect(sub.onPitch![0]!.startMs).toBeGreaterThan(match.segments[2]!.startMs);
  });

  it('has a 75-minute training cover 4-8 km', () => {
    expect(training.endMs - training.startMs).toBe(75 * 60_000);
    for (const athlete of training.athletes) {
      expect(km(athlete.truth.distanceM)).toBeGreaterThan(4);
      expect(km(athlete.truth.distanceM)).toBeLessThan(8);
    }
  });

  it('records substitutes only while on when the bench does not record', () => {
    const session = simulateSession({
      seed: 11,
      kind: 'match',
      startTime: KICK_OFF,
      athletes: 17,
      match: { benchRecording: false, recordHalfTime: false },
      // Who records when comes from the plan, not the rate: 1 Hz is a tenth of the work.
      sampleRateHz: 1,
    });
    expect(session.athletes.length).toBe(16); // the reserve goalkeeper never comes on
    const sub = session.athletes.find((a) => a.substitute)!;
    const on = sub.onPitch![0]!;
    expect(sub.track.timeMs[0]!).toBeGreaterThanOrEqual(on.startMs);
    expect(sub.track.timeMs[sub.track.timeMs.length - 1]!).toBeLessThan(on.endMs);
    const starter = session.athletes[3]!;
    const halfTime = session.segments[1]!;
    const inBreak = starter.track.timeMs.filter(
      (t) => t > halfTime.startMs + 1000 && t < halfTime.endMs,
    );
    expect(inBreak.length).toBe(0);
  });
});

describe('simulated heart rate', () => {
  it('comes with every fix, whole beats in a footballer’s range, higher when running', () => {
    const track = training.athletes[0]!.track;
    const bpm = track.heartRateBpm!;
    expect(bpm).toHaveLength(track.timeMs.length);
    expect(Math.min(...bpm)).toBeGreaterThanOrEqual(45);
    expect(Math.max(...bpm)).toBeLessThanOrEqual(202);
    const speed = track.speedMps!;
    const at = (fast: boolean) => {
      const rates = bpm.filter((_, i) => speed[i]! > 4 === fast);
      return rates.reduce((sum, v) => sum + v, 0) / rates.length;
    };
    expect(at(true)).toBeGreaterThan(at(false) + 10);
  });
});
