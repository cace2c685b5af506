import {
  DEFAULT_METRIC_SETTINGS,
  processTrack,
  simulateSession,
  type ProcessedTrack,
} from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import type { StoredTrackInput } from '../../src/modules/processing/loadRawTrackInput.js';
import { createProcessedTrackCache } from '../../src/modules/processing/processedTrackCache.js';
import { processedTrackCacheBytes } from '../../src/modules/processing/processedTrackCacheBytes.js';
import type { StoredTrackOutcome } from '../../src/modules/processing/processStoredTracks.js';
import { columnBytes, shareColumns } from '../../src/modules/processing/shareColumns.js';

const START_MS = Date.UTC(2024, 4, 7, 9, 0, 0);
const [simulated] = simulateSession({
  seed: 3,
  kind: 'training',
  startTime: START_MS,
  durationS: 120,
  athletes: ['a'],
}).athletes;
const track: ProcessedTrack = shareColumns(processTrack(simulated!.track));
const TRACK_BYTES = columnBytes(track);

function inputOf(rawTrackId: string, changes: Partial<StoredTrackInput> = {}): StoredTrackInput {
  return {
    rawTrackId,
    clubId: 'club',
    sessionId: 'session',
    participationId: `participation of ${rawTrackId}`,
    athleteId: `athlete of ${rawTrackId}`,
    upload: {
      id: `upload of ${rawTrackId}`,
      fileName: 'a.csv',
      format: 'edge',
      columnMapping: null,
    },
    trackKey: '*',
    session: { kind: 'training', startMs: START_MS, endMs: START_MS + 120_000 },
    pitch: null,
    settings: DEFAULT_METRIC_SETTINGS,
    ...changes,
  };
}

/** A processing that counts its runs and answers `outcome`. */
function counted(outcome: StoredTrackOutcome = { kind: 'processed', track, bytes: TRACK_BYTES }) {
  const processing = {
    runs: 0,
    run: () => {
      processing.runs += 1;
      return Promise.resolve(outcome);
    },
  };
  return processing;
}

describe('shared columns', () => {
  it('copy every typed array, nested ones too, into shared memory with the same values', () => {
    const original = {
      id: 't',
      timeMs: Float64Array.of(1, 2, 3),
      imu: { axG: Float32Array.of(0.5, -0.25) },
      runBounds: Uint32Array.of(0, 3),
    };
    const shared = shareColumns(original);
    expect(shared.timeMs.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shared.imu.axG.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shared.runBounds).toBeInstanceOf(Uint32Array);
    expect(shared).toEqual(original);
    expect(columnBytes(shared)).toBe(3 * 8 + 2 * 4 + 2 * 4);
  });
});

describe('the processed track cache', () => {
  it('processes a track once, however many ask at once, then answers from memory', async () => {
    const cache = createProcessedTrackCache(10 * TRACK_BYTES);
    const processing = counted();
    const answers = await Promise.all([
      cache.processed(inputOf('r1'), processing.run),
      cache.processed(inputOf('r1'), processing.run),
    ]);
    expect(await cache.processed(inputOf('r1'), processing.run)).toEqual(answers[0]);
    expect(processing.runs).toBe(1);
    expect(cache.size()).toEqual({ tracks: 1, bytes: TRACK_BYTES });
  });

  it('processes again whatever changes the processing: settings, pitch, session, file, track', async () => {
    const cache = createProcessedTrackCache(10 * TRACK_BYTES);
    const processing = counted();
    await cache.processed(inputOf('r1'), processing.run);
    const changes: Partial<StoredTrackInput>[] = [
      { settings: { ...DEFAULT_METRIC_SETTINGS, smoothingWindowS: 0.5 } },
      { settings: { ...DEFAULT_METRIC_SETTINGS, algorithmVersion: 99 } },
      {
        pitch: { centreLatDeg: 51, centreLonDeg: 0, bearingDeg: 0, lengthM: 105, widthM: 68 },
      },
      { session: { kind: 'training', startMs: START_MS, endMs: START_MS + 60_000 } },
      { upload: { id: 'another upload', fileName: 'a.csv', format: 'edge', columnMapping: null } },
      { trackKey: 'tag 7' },
    ];
    for (const change of changes) {
      const runs = processing.runs;
      await cache.processed(inputOf('r1', change), processing.run);
      expect(processing.runs, JSON.stringify(change)).toBe(runs + 1);
    }
    // What does not change the processing (whose participation it is) asks nothing.
    await cache.processed(inputOf('r1', { athleteId: 'someone else' }), processing.run);
    expect(processing.runs).toBe(changes.length + 1);
  });

  it('lets the least recently used tracks go past its bytes', async () => {
    const cache = createProcessedTrackCache(2 * TRACK_BYTES);
    const processing = counted();
    await cache.processed(inputOf('r1'), processing.run);
    await cache.processed(inputOf('r2'), processing.run);
    await cache.processed(inputOf('r1'), processing.run); // r1 used last: r2 goes first
    await cache.processed(inputOf('r3'), processing.run);
    expect(cache.size()).toEqual({ tracks: 2, bytes: 2 * TRACK_BYTES });
    expect([cache.has(inputOf('r1')), cache.has(inputOf('r2')), cache.has(inputOf('r3'))]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('keeps no failure, no crash, and nothing when it may keep no bytes', async () => {
    const cache = createProcessedTrackCache(10 * TRACK_BYTES);
    const failed = counted({ kind: 'failed', code: 'NO_GPS_DATA', message: 'a.csv: no samples' });
    const crashed = counted({ kind: 'crashed', message: 'out of memory' });
    await cache.processed(inputOf('r1'), failed.run);
    await cache.processed(inputOf('r1'), failed.run);
    await cache.processed(inputOf('r2'), crashed.run);
    await cache.processed(inputOf('r2'), crashed.run);
    expect([failed.runs, crashed.runs]).toEqual([2, 2]);
    expect(cache.size().tracks).toBe(0);

    const none = createProcessedTrackCache(0);
    const processing = counted();
    await none.processed(inputOf('r1'), processing.run);
    await none.processed(inputOf('r1'), processing.run);
    expect(processing.runs).toBe(2);
  });

  it('forgets a processing that threw, so the next ask tries again', async () => {
    const cache = createProcessedTrackCache(10 * TRACK_BYTES);
    await expect(
      cache.processed(inputOf('r1'), () => Promise.reject(new Error('the database went away'))),
    ).rejects.toThrow('the database went away');
    const processing = counted();
    await cache.processed(inputOf('r1'), processing.run);
    expect(processing.runs).toBe(1);
  });

  it('is sized by TOUCHLINE_TRACK_CACHE_MB, 256 MB by default', () => {
    expect(processedTrackCacheBytes({})).toBe(256 * 1024 * 1024);
    expect(processedTrackCacheBytes({ TOUCHLINE_TRACK_CACHE_MB: '64' })).toBe(64 * 1024 * 1024);
    expect(processedTrackCacheBytes({ TOUCHLINE_TRACK_CACHE_MB: '0' })).toBe(0);
    expect(() => processedTrackCacheBytes({ TOUCHLINE_TRACK_CACHE_MB: 'lots' })).toThrow(
      'TOUCHLINE_TRACK_CACHE_MB must be a whole number of megabytes, got "lots".',
    );
  });
});
