import { projectPositions } from '../../engine/projectPositions.js';
import { sortedSampleOrder } from '../../engine/sortedSampleOrder.js';
import type { GpsTrack } from '../../tracks/track.js';
import { ImportError } from '../importError.js';

export type VelocityUnit = 'm/s' | 'km/h';

const KPH_PER_MPS = 3.6;
/** Stretches of about a second: long enough for a few metres, short enough to run straight. */
const STRETCH_MS = 1000;
const MAX_STRETCH_MS = 2000;
/** Moving: the positions cover more than GPS noise does in a second. */
const MOVING_MPS = 2;
/** Seconds of movement needed before the median tells the unit. */
export const MIN_MOVING_STRETCHES = 20;
/** How far the median ratio may lie from 1 (m/s) or 3.6 (km/h): a factor of 1.5 either way. */
const TOLERANCE = 1.5;

/**
 * Whether a track's device speed (`speedMps`, as written) is in m/s or km/h,
 * told by the positions: over every stretch of about a second in which the
 * positions move faster than MOVING_MPS, the device's mean speed over the
 * speed the positions give; the median of these ratios is about 1 for m/s
 * and 3.6 for km/h. The median ignores corners (positions read slow) and
 * dropouts. Too little movement, or a ratio near neither, is an ImportError
 * rather than a guess: a wrong unit would scale every distance by 3.6.
 */
export function velocityUnit(track: GpsTrack): VelocityUnit {
  const ratios = speedRatios(track);
  if (ratios.length < MIN_MOVING_STRETCHES) {
    throw new ImportError(
      'cannot tell whether Velocity is in m/s or km/h: the positions move faster than ' +
        `${MOVING_MPS} m/s in ${ratios.length} one-second stretches of the file, and the ` +
        `comparison needs ${MIN_MOVING_STRETCHES} (does the athlete stand still throughout?)`,
    );
  }
  ratios.sort((a, b) => a - b);
  const median = ratios[ratios.length >> 1] ?? NaN;
  if (median >= 1 / TOLERANCE && median <= TOLERANCE) return 'm/s';
  if (median >= KPH_PER_MPS / TOLERANCE && median <= KPH_PER_MPS * TOLERANCE) return 'km/h';
  throw new ImportError(
    `Velocity matches the positions neither in m/s nor in km/h: it reads ${median.toFixed(2)} ` +
      'times the speed the positions give (1 would be m/s, 3.6 km/h)',
  );
}

/** Device speed over position speed, per moving stretch of about a second. */
function speedRatios(track: GpsTrack): number[] {
  const velocity = track.speedMps;
  if (velocity === undefined) return [];
  const order = sortedSampleOrder(track.timeMs, track.latitudeDeg, track.longitudeDeg);
  const { xM, yM } = projectPositions(track, order, undefined);
  const n = xM.length;
  const sample = (k: number): number => (order === undefined ? k : (order[k] as number));
  const ratios: number[] = [];
  let first = 0;
  while (first < n - 1) {
    const startMs = track.timeMs[sample(first)] as number;
    let last = first + 1;
    while (last < n - 1 && (track.timeMs[sample(last)] as number) - startMs < STRETCH_MS) last++;
    const durationMs = (track.timeMs[sample(last)] as number) - startMs;
    const positionMps =
      Math.hypot(
        (xM[last] as number) - (xM[first] as number),
        (yM[last] as number) - (yM[first] as number),
      ) /
      (durationMs / 1000);
    if (durationMs >= STRETCH_MS && durationMs <= MAX_STRETCH_MS && positionMps > MOVING_MPS) {
      let sum = 0;
      for (let k = first; k <= last; k++) sum += velocity[sample(k)] as number;
      const deviceSpeed = sum / (last - first + 1);
      // A stretch with a missing Velocity says nothing.
      if (!Number.isNaN(deviceSpeed)) ratios.push(deviceSpeed / positionMps);
    }
    first = last;
  }
  return ratios;
}
