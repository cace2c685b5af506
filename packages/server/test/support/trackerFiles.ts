import { simulateSession, writeEdgeCsv, type GpsTrack } from '@touchline/domain';
import { KICK_OFF } from './sessionFixtures.js';

/** GPX 1.1 of a track, all on one line as some exporters write it. */
export function gpxOf(track: GpsTrack): string {
  const points = Array.from(
    track.timeMs,
    (timeMs, i) =>
      `<trkpt lat="${track.latitudeDeg[i]}" lon="${track.longitudeDeg[i]}"><time>${new Date(timeMs).toISOString()}</time></trkpt>`,
  );
  return `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>${track.id}</name><trkseg>${points.join('')}</trkseg></trk></gpx>`;
}

/** Simulated GPS tracks of a 30-minute training from five minutes before KICK_OFF. */
export function simulatedTracks(count: number, seed: number): GpsTrack[] {
  return simulateSession({
    seed,
    kind: 'training',
    startTime: KICK_OFF.getTime() - 5 * 60_000,
    athletes: count,
    durationS: 30 * 60,
  }).athletes.map(({ track }) => track);
}

/** A Touchline Edge export of one simulated athlete, its header naming `serial`. */
export function edgeFileWithSerial(serial: string, seed: number): Buffer {
  return Buffer.from(writeEdgeCsv(simulatedTracks(1, seed)[0]!, { deviceSerial: serial }));
}

/** A small positions CSV: each tag a few metres apart, one row per second for `seconds`. */
export function positionsFile(tags: readonly string[], seconds = 120): Buffer {
  const rows = ['timestamp,tag_id,x_m,y_m'];
  for (let s = 0; s < seconds; s++) {
    const at = new Date(KICK_OFF.getTime() + s * 1000).toISOString();
    tags.forEach((tag, k) => rows.push(`${at},${tag},${10 + s * 0.5},${5 + k * 3}`));
  }
  return Buffer.from(`${rows.join('\n')}\n`);
}
