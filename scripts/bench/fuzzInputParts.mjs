// What the upload fuzz's kinds of input are made of (fuzzFileKinds.mjs,
// fuzzHostileKinds.mjs).
import { walk } from './trackerFiles.mjs';

export const FORMATS = ['auto', 'edge', 'gpx', 'fit', 'positions'];
export const MB = 1024 * 1024;
export const encode = (text) => Buffer.from(text, 'utf8');
export const pick = (random, values) => values[random.integer(0, values.length - 1)];

/** A hostile file of a hardening probe: a NUL inside a latitude. */
export const NUL_IN_LATITUDE_FILE = 'timestamp,lat,lon\n2020-01-06T10:00:00Z,5\u00001.5,-0.1\n';

export function smallWalk(random, rateHz = pick(random, [1, 5, 10])) {
  return walk(random, { samples: random.integer(60, 1200), rateHz });
}

/** An upload of one athlete's file (the common case). */
export function file(kind, note, fileName, content, { format = 'auto' } = {}) {
  return { kind, note, fileName, content, format, mapping: 'athlete' };
}

/** An upload of a multi-tag positions file with one tag mapped to the slot's athlete. */
export function tagged(kind, note, fileName, content, tag) {
  return { kind, note, fileName, content, format: 'auto', mapping: 'tag', tag };
}

/** Inserts `inserted` at `count` random places of a text's bytes. */
export function sprinkle(random, bytes, inserted, count) {
  let out = Buffer.from(bytes);
  for (let i = 0; i < count; i++) {
    const at = random.integer(0, out.length);
    out = Buffer.concat([out.subarray(0, at), inserted, out.subarray(at)]);
  }
  return out;
}
