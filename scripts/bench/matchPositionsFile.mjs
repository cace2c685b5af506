// A 90-minute match of 22 athletes at 10 Hz as one positions CSV (the format
// of local-positioning systems: `timestamp,tag_id,x_m,y_m`, tags interleaved
// in time order), simulated by the domain's match simulator like
// processingBench.mjs does, its GPS fixes projected onto metres.
import { simulateSession } from '@touchline/domain';

const KICK_OFF_MS = Date.UTC(2024, 4, 4, 15, 0, 0);
const M_PER_DEG = 111_320;

/**
 * The match for `athleteIds` (one tag each): the file's bytes, the tag ->
 * athlete mapping of the tags that recorded anything, the session's times and
 * its halves, ready for createSession.
 */
export function matchPositionsFile(athleteIds, { seed = 90 } = {}) {
  const tags = athleteIds.map((_, a) => `TAG-${String(a + 1).padStart(2, '0')}`);
  const simulated = simulateSession({
    seed,
    kind: 'match',
    startTime: KICK_OFF_MS,
    athletes: tags,
  });
  const tracks = simulated.athletes.map((athlete) => athlete.track);
  let minLat = Infinity;
  let minLon = Infinity;
  for (const track of tracks) {
    for (let i = 0; i < track.timeMs.length; i++) {
      minLat = Math.min(minLat, track.latitudeDeg[i]);
      minLon = Math.min(minLon, track.longitudeDeg[i]);
    }
  }
  const mPerDegLon = M_PER_DEG * Math.cos((minLat * Math.PI) / 180);
  const lines = ['timestamp,tag_id,x_m,y_m'];
  // A merge by time: every track is sorted, so the earliest next sample goes first.
  const next = tracks.map(() => 0);
  for (;;) {
    let earliest = -1;
    for (let t = 0; t < tracks.length; t++) {
      const i = next[t];
      if (i < tracks[t].timeMs.length) {
        if (earliest < 0 || tracks[t].timeMs[i] < tracks[earliest].timeMs[next[earliest]]) {
          earliest = t;
        }
      }
    }
    if (earliest < 0) break;
    const track = tracks[earliest];
    const i = next[earliest]++;
    const xM = (track.longitudeDeg[i] - minLon) * mPerDegLon;
    const yM = (track.latitudeDeg[i] - minLat) * M_PER_DEG;
    lines.push(`${Math.round(track.timeMs[i])},${track.id},${xM.toFixed(2)},${yM.toFixed(2)}`);
  }
  const samples = lines.length - 1;
  const content = Buffer.from(lines.join('\n') + '\n');
  const athleteOf = new Map(tags.map((tag, a) => [tag, athleteIds[a]]));
  const iso = (ms) => new Date(ms).toISOString();
  return {
    content,
    samples,
    tagMapping: Object.fromEntries(tracks.map((track) => [track.id, athleteOf.get(track.id)])),
    startTime: iso(simulated.startMs),
    endTime: iso(simulated.endMs),
    periods: simulated.segments
      .filter((segment) => segment.kind === 'half')
      .map((half) => ({ name: half.name, startTime: iso(half.startMs), endTime: iso(half.endMs) })),
  };
}
