import type { CountedPieces } from './countedPieces.js';
import type { ProcessedTrack } from './processedTrack.js';

/**
 * Catapult's Player Load of a window, as the export gives it: the increase
 * of its accumulated column over the window's counted time. A piece of
 * sample i takes the increase to the next sample of its run in proportion
 * to the part of the interval it covers. Null without the column or when no
 * counted interval has a value at both ends.
 */
export function computePlayerLoad(track: ProcessedTrack, pieces: CountedPieces): number | null {
  const accumulated = track.playerLoad;
  if (!accumulated) return null;
  let load = 0;
  let counted = false;
  for (let p = 0; p < pieces.count; p++) {
    const i = pieces.sample[p] as number;
    // A piece has weight, so its sample is not the last of its run: i + 1 is in the run.
    const increase = (accumulated[i + 1] as number) - (accumulated[i] as number);
    // NaN (a row without the value) fails the comparison; a restart of the count is not load.
    if (!(increase >= 0)) continue;
    load += (increase * (pieces.durationS[p] as number)) / (track.weightS[i] as number);
    counted = true;
  }
  return counted ? load : null;
}
