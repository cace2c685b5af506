import { ConfigError } from '../../config.js';

// A 2-hour 10 Hz track processes into about 3.5 MB of columns: this keeps a
// 40-athlete session and a half.
const DEFAULT_MB = 256;

/**
 * How many bytes of processed tracks a worker process keeps for segment
 * recomputes: TOUCHLINE_TRACK_CACHE_MB (0 keeps none). Read where the
 * workers start, in the API process or `touchline worker`.
 */
export function processedTrackCacheBytes(env: Record<string, string | undefined>): number {
  const raw = env.TOUCHLINE_TRACK_CACHE_MB?.trim() || String(DEFAULT_MB);
  if (!/^\d+$/.test(raw)) {
    throw new ConfigError(
      `TOUCHLINE_TRACK_CACHE_MB must be a whole number of megabytes, got "${raw}".`,
    );
  }
  return Number(raw) * 1024 * 1024;
}
