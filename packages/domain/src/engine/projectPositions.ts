import type { Track } from '../tracks/track.js';
import { isGeoPitch, type PitchDefinition } from './pitchDefinition.js';

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

export interface ProjectedPositions {
  xM: Float64Array;
  yM: Float64Array;
  coordinates: 'local' | 'pitch';
}

/**
 * Positions of the kept samples (in `order`; all, in file order, without one) in metres. GPS: equirectangular
 * projection around the track's centroid, or around the pitch centre and
 * rotated into pitch coordinates when a pitch is given. Positional tracks
 * already are in pitch coordinates: all of them in order are the track's own
 * columns (a processed track only reads its columns).
 */
export function projectPositions(
  track: Track,
  order: Uint32Array | undefined,
  pitch: PitchDefinition | undefined,
): ProjectedPositions {
  if (track.kind === 'positions' && !order) {
    return { xM: track.xM, yM: track.yM, coordinates: pitch ? 'pitch' : 'local' };
  }
  const n = order ? order.length : track.timeMs.length;
  const xM = new Float64Array(n);
  const yM = new Float64Array(n);
  return { xM, yM, coordinates: project(track, order, pitch, xM, yM) };
}

function project(
  track: Track,
  order: Uint32Array | undefined,
  pitch: PitchDefinition | undefined,
  xM: Float64Array,
  yM: Float64Array,
): 'local' | 'pitch' {
  const n = xM.length;
  if (track.kind === 'positions') {
    for (let k = 0; k < n; k++) {
      const i = order ? (order[k] as number) : k;
      xM[k] = track.xM[i] as number;
      yM[k] = track.yM[i] as number;
    }
    return pitch ? 'pitch' : 'local';
  }
  const lat = track.latitudeDeg;
  const lon = track.longitudeDeg;
  let lat0 = 0;
  let lon0 = 0;
  if (pitch && isGeoPitch(pitch)) {
    lat0 = pitch.centreLatDeg;
    lon0 = pitch.centreLonDeg;
  } else if (pitch) {
    throw new TypeError('A GPS track needs a pitch with centre and bearing');
  } else if (n > 0) {
    for (let k = 0; k < n; k++) {
      const i = order ? (order[k] as number) : k;
      lat0 += lat[i] as number;
      lon0 += lon[i] as number;
    }
    lat0 /= n;
    lon0 /= n;
  }
  const kx = EARTH_RADIUS_M * RAD * Math.cos(lat0 * RAD);
  const ky = EARTH_RADIUS_M * RAD;
  if (!pitch || !isGeoPitch(pitch)) {
    for (let k = 0; k < n; k++) {
      const i = order ? (order[k] as number) : k;
      xM[k] = ((lon[i] as number) - lon0) * kx;
      yM[k] = ((lat[i] as number) - lat0) * ky;
    }
    return 'local';
  }
  // Long axis (x) points along the bearing; y is x turned 90 degrees anticlockwise.
  const sin = Math.sin(pitch.bearingDeg * RAD);
  const cos = Math.cos(pitch.bearingDeg * RAD);
  const halfLength = pitch.lengthM / 2;
  const halfWidth = pitch.widthM / 2;
  for (let k = 0; k < n; k++) {
    const i = order ? (order[k] as number) : k;
    const east = ((lon[i] as number) - lon0) * kx;
    const north = ((lat[i] as number) - lat0) * ky;
    xM[k] = halfLength + east * sin + north * cos;
    yM[k] = halfWidth - east * cos + north * sin;
  }
  return 'pitch';
}
