/**
 * A pitch on the Earth: its centre, the bearing of its long axis, and its
 * size. Pitch coordinates: x along the length (towards the bearing), y across
 * it (to the left when facing the bearing), both in metres from the centre.
 */
export interface SimulatedPitch {
  centreLatDeg: number;
  centreLonDeg: number;
  /** Direction of the long (x) axis, degrees clockwise from true north. */
  bearingDeg: number;
  lengthM: number;
  widthM: number;
}

/** Wembley Stadium, London: a 105 x 68 m pitch whose long axis runs roughly east-west. */
export const DEFAULT_SIMULATED_PITCH: Readonly<SimulatedPitch> = Object.freeze({
  centreLatDeg: 51.55597,
  centreLonDeg: -0.27964,
  bearingDeg: 96,
  lengthM: 105,
  widthM: 68,
});

const EARTH_RADIUS_M = 6_371_008.8;

/**
 * Pitch metres to latitude/longitude. Equirectangular around the centre: over
 * a pitch this is exact to well under a millimetre per metre, far below GPS noise.
 */
export function pitchToLatLon(pitch: SimulatedPitch): (xM: number, yM: number) => [number, number] {
  const bearing = (pitch.bearingDeg * Math.PI) / 180;
  const sin = Math.sin(bearing);
  const cos = Math.cos(bearing);
  const degPerNorthM = 180 / Math.PI / EARTH_RADIUS_M;
  const degPerEastM = degPerNorthM / Math.cos((pitch.centreLatDeg * Math.PI) / 180);
  return (xM, yM) => {
    const eastM = xM * sin - yM * cos;
    const northM = xM * cos + yM * sin;
    return [pitch.centreLatDeg + northM * degPerNorthM, pitch.centreLonDeg + eastM * degPerEastM];
  };
}
