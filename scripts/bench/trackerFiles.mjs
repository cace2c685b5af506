// Small, well-formed tracker files of every format, from a seeded random
// source: the valid share of the upload fuzz, and the material the broken
// files are made of. Athletes walk and jog around a pitch in west London.
import { gzipSync } from 'node:zlib';
import { Encoder, Profile } from '@garmin/fitsdk';

/** 10:00 UTC on 6 January 2020: inside every session the fuzz run creates. */
export const FUZZ_START_MS = Date.UTC(2020, 0, 6, 10, 0, 0);
const ORIGIN = { latDeg: 51.5, lonDeg: -0.1 };
const M_PER_DEG_LAT = 111_320;
const M_PER_DEG_LON = M_PER_DEG_LAT * Math.cos((ORIGIN.latDeg * Math.PI) / 180);
const SEMICIRCLES_PER_DEG = 2 ** 31 / 180;

/** A random walk at `rateHz`: times and positions in metres from the pitch's corner. */
export function walk(random, { samples, rateHz = 10, startMs = FUZZ_START_MS }) {
  const points = [];
  let x = random.uniform(0, 100);
  let y = random.uniform(0, 60);
  let heading = random.uniform(0, 2 * Math.PI);
  for (let i = 0; i < samples; i++) {
    heading += random.gaussian() * 0.2;
    const speedMps = Math.max(0, 2.5 + random.gaussian() * 1.5);
    x += (Math.cos(heading) * speedMps) / rateHz;
    y += (Math.sin(heading) * speedMps) / rateHz;
    points.push({ timeMs: startMs + Math.round((i * 1000) / rateHz), xM: x, yM: y, speedMps });
  }
  return points;
}

const latOf = (point) => ORIGIN.latDeg + point.yM / M_PER_DEG_LAT;
const lonOf = (point) => ORIGIN.lonDeg + point.xM / M_PER_DEG_LON;
const iso = (timeMs) => new Date(timeMs).toISOString();

/** A Touchline Edge CSV of the points. */
export function edgeCsv(points, { serial = 'EDGE-FUZZ', eol = '\n' } = {}) {
  const lines = [`# device_serial: ${serial}`, 'timestamp,lat,lon,speed_mps,hdop,satellites'];
  for (const point of points) {
    lines.push(
      `${iso(point.timeMs)},${latOf(point).toFixed(7)},${lonOf(point).toFixed(7)},` +
        `${point.speedMps.toFixed(2)},0.9,12`,
    );
  }
  return lines.join(eol) + eol;
}

/** A positions CSV: one walk per tag, rows interleaved in time order. */
export function positionsCsv(walksByTag) {
  const lines = ['timestamp,tag_id,x_m,y_m'];
  const tags = Object.keys(walksByTag);
  const longest = Math.max(...tags.map((tag) => walksByTag[tag].length));
  for (let i = 0; i < longest; i++) {
    for (const tag of tags) {
      const point = walksByTag[tag][i];
      if (point) lines.push(`${point.timeMs},${tag},${point.xM.toFixed(2)},${point.yM.toFixed(2)}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** A GPX 1.1 file with one track of the points; `prolog` goes before the root element. */
export function gpx(points, { name = 'Fuzz run', prolog = '' } = {}) {
  const trackPoints = points.map(
    (point) =>
      `<trkpt lat="${latOf(point).toFixed(7)}" lon="${lonOf(point).toFixed(7)}">` +
      `<time>${iso(point.timeMs)}</time></trkpt>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${prolog}` +
    `<gpx version="1.1" creator="touchline-bench" xmlns="http://www.topografix.com/GPX/1/1">\n` +
    `<trk><name>${name}</name><trkseg>\n${trackPoints.join('\n')}\n</trkseg></trk></gpx>\n`
  );
}

/** A FIT activity file of the points, written with Garmin's own SDK. */
export function fit(points) {
  const encoder = new Encoder();
  encoder.onMesg(Profile.MesgNum.FILE_ID, {
    type: 'activity',
    manufacturer: 'development',
    product: 0,
    serialNumber: 4242,
    timeCreated: new Date(points[0]?.timeMs ?? FUZZ_START_MS),
  });
  for (const point of points) {
    encoder.onMesg(Profile.MesgNum.RECORD, {
      timestamp: new Date(point.timeMs),
      positionLat: Math.round(latOf(point) * SEMICIRCLES_PER_DEG),
      positionLong: Math.round(lonOf(point) * SEMICIRCLES_PER_DEG),
      speed: point.speedMps,
    });
  }
  return encoder.close();
}

let bombMember;

/**
 * A gzip "bomb": `gib` GiB of zero bytes in about a thousandth of that. Gzip
 * allows concatenated members, so one member of 64 MiB of zeros is repeated.
 */
export function gzipBomb(gib) {
  bombMember ??= gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
  return Buffer.concat(Array.from({ length: gib * 16 }, () => bombMember));
}
