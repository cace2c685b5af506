import { ALGORITHM_VERSION, type ProcessedTrack } from '@touchline/domain';
import type { StoredTrackInput } from './loadRawTrackInput.js';
import type { StoredTrackOutcome } from './processStoredTracks.js';

/**
 * Processed tracks of recently used raw tracks, least recently used first
 * out once they hold more than `maxBytes`. Their columns are shared
 * (shareColumns), so engine threads read them without a copy. A track is
 * processed once however many ask for it at once; only processed tracks are
 * kept (a failure or a crash is answered, then asked again next time).
 */
export interface ProcessedTrackCache {
  /** The track's outcome: kept, or `process`'s (the same promise for every caller meanwhile). */
  processed(
    input: StoredTrackInput,
    process: () => Promise<StoredTrackOutcome>,
  ): Promise<StoredTrackOutcome>;
  /** Whether the track's processed columns are kept (no work to ask for them). */
  has(input: StoredTrackInput): boolean;
  /** Tracks kept and their columns' bytes. */
  size(): { tracks: number; bytes: number };
}

interface Kept {
  track: ProcessedTrack;
  bytes: number;
}

export function createProcessedTrackCache(maxBytes: number): ProcessedTrackCache {
  const kept = new Map<string, Kept>();
  const inFlight = new Map<string, Promise<StoredTrackOutcome>>();
  let bytes = 0;

  const keep = (key: string, entry: Kept) => {
    if (entry.bytes > maxBytes) return;
    kept.set(key, entry);
    bytes += entry.bytes;
    for (const [oldest, { bytes: oldestBytes }] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= oldestBytes;
    }
  };

  return {
    processed(input, process) {
      const key = processedTrackKey(input);
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return Promise.resolve({ kind: 'processed', ...hit });
      }
      const running = inFlight.get(key);
      if (running) return running;
      const started = process().then(
        (outcome) => {
          inFlight.delete(key);
          if (outcome.kind === 'processed') keep(key, outcome);
          return outcome;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, started);
      return started;
    },
    has: (input) => kept.has(processedTrackKey(input)),
    size: () => ({ tracks: kept.size, bytes }),
  };
}

/**
 * Everything a processed track depends on: the raw track and its file (an
 * upload's content never changes), the session's times (whether the track
 * has samples in it), the pitch, the club's metric settings and the engine's
 * version. Anything else changed gives another key, never a stale track.
 */
function processedTrackKey(input: StoredTrackInput): string {
  return JSON.stringify([
    ALGORITHM_VERSION,
    input.rawTrackId,
    input.upload,
    input.trackKey,
    input.session,
    input.pitch,
    input.settings,
  ]);
}
