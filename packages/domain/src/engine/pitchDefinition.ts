/**
 * A pitch located on the globe, for GPS tracks: its centre, the direction of
 * its long axis (degrees clockwise from north) and its size.
 */
export interface GeoPitchDefinition {
  centreLatDeg: number;
  centreLonDeg: number;
  bearingDeg: number;
  lengthM: number;
  widthM: number;
}

/**
 * A pitch for positional tracks, whose coordinates already are pitch
 * coordinates: origin at a corner, x along the length, y along the width.
 */
export interface LocalPitchDefinition {
  lengthM: number;
  widthM: number;
}

export type PitchDefinition = GeoPitchDefinition | LocalPitchDefinition;

export function isGeoPitch(pitch: PitchDefinition): pitch is GeoPitchDefinition {
  return 'centreLatDeg' in pitch && 'centreLonDeg' in pitch && 'bearingDeg' in pitch;
}
