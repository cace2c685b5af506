import { expect } from 'vitest';
import { isPrintable } from '../../text/testing/isPrintable.js';
import type { Track } from '../../tracks/track.js';
import { ImportError } from '../importError.js';
import {
  MAX_SAMPLES_PER_TRACK,
  MAX_TRACK_DURATION_MS,
  MAX_TRACK_ID_CHARS,
  MAX_TRACKS_PER_FILE,
} from '../importLimits.js';

/** What an import of hostile input may end in, for comparing two runs. */
export type ImportOutcome = { tracks: readonly Track[] } | { error: string };

/** Short enough to store and show; ImportError caps its parts well below this. */
const MAX_MESSAGE_CHARS = 500;

/**
 * Runs an import and checks the only two outcomes bad input may have: tracks
 * that keep every promise of the importers, or an ImportError whose message
 * is printable and short. Anything else thrown fails the test.
 */
export async function expectImportOutcome(
  run: () => Promise<readonly Track[]> | readonly Track[],
): Promise<ImportOutcome> {
  let tracks: readonly Track[];
  try {
    tracks = await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    const { message, problem, location } = error as ImportError;
    expect(isPrintable(message), JSON.stringify(message)).toBe(true);
    expect(message.length).toBeLessThan(MAX_MESSAGE_CHARS);
    expect(isPrintable(problem)).toBe(true);
    if (location.file !== undefined) expect(isPrintable(location.file)).toBe(true);
    // importTracks wraps parser bugs as "could not be read": bad input must not reach one.
    expect(problem).not.toMatch(/^could not be read/);
    return { error: message };
  }
  expectValidTracks(tracks);
  return { tracks };
}

/** The promises every imported track keeps, whatever file it came from. */
export function expectValidTracks(tracks: readonly Track[]): void {
  expect(tracks.length).toBeGreaterThan(0);
  expect(tracks.length).toBeLessThanOrEqual(MAX_TRACKS_PER_FILE);
  for (const track of tracks) {
    const n = track.timeMs.length;
    expect(n).toBeGreaterThanOrEqual(2);
    expect(n).toBeLessThanOrEqual(MAX_SAMPLES_PER_TRACK);
    expect(isPrintable(track.id) && track.id.trim() !== '', JSON.stringify(track.id)).toBe(true);
    // A GPX track's id may carry " (2)" to set it apart from a namesake.
    expect([...track.id].length).toBeLessThanOrEqual(MAX_TRACK_ID_CHARS + 12);
    const { deviceSerial, firmware, athleteName } = track.metadata;
    for (const text of [deviceSerial, firmware, athleteName]) {
      if (text !== undefined) expect(isPrintable(text)).toBe(true);
    }
    let earliest = Infinity;
    let latest = -Infinity;
    for (const time of track.timeMs) {
      expect(Number.isFinite(time)).toBe(true);
      earliest = Math.min(earliest, time);
      latest = Math.max(latest, time);
    }
    expect(latest - earliest).toBeGreaterThan(0);
    expect(latest - earliest).toBeLessThanOrEqual(MAX_TRACK_DURATION_MS);
    const columns =
      track.kind === 'gps'
        ? [track.latitudeDeg, track.longitudeDeg, track.hdop, track.satellites]
        : [track.xM, track.yM];
    for (const column of [...columns, track.speedMps, track.heartRateBpm]) {
      if (column !== undefined) expect(column.length).toBe(n);
    }
    if (track.kind === 'gps') {
      for (let i = 0; i < n; i++) {
        const latitude = track.latitudeDeg[i] ?? NaN;
        const longitude = track.longitudeDeg[i] ?? NaN;
        // FIT keeps a record without a fix, with both coordinates NaN.
        expect(Number.isNaN(latitude) ? Number.isNaN(longitude) : Math.abs(latitude) <= 90).toBe(
          true,
        );
        if (!Number.isNaN(longitude)) expect(Math.abs(longitude)).toBeLessThanOrEqual(180);
      }
    }
  }
}
