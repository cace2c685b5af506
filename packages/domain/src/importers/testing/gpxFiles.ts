import fc from 'fast-check';
import { sampleTimes } from './sampleTimes.js';

const encoder = new TextEncoder();

/**
 * GPX files of a few tracks with any text as names (written raw, so markup
 * and entity references in them are tested too), points with or without
 * extensions, and sometimes a DOCTYPE declaring entities (XXE).
 */
export const gpxFiles: fc.Arbitrary<Uint8Array> = fc
  .record({
    doctype: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    tracks: fc.array(
      fc.record({
        name: fc.option(fc.string({ unit: 'binary', maxLength: 20 })),
        times: sampleTimes(5),
        heartRate: fc.option(fc.integer({ min: -10, max: 320 })),
      }),
      { maxLength: 3 },
    ),
  })
  .map(({ doctype, tracks }) => {
    const parts = ['<?xml version="1.0" encoding="UTF-8"?>'];
    if (doctype) parts.push('<!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>');
    parts.push('<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">');
    for (const { name, times, heartRate } of tracks) {
      parts.push('<trk>', name === null ? '' : `<name>${name}</name>`, '<trkseg>');
      times.forEach((timeMs, i) => {
        const extension =
          heartRate === null ? '' : `<extensions><hr>${heartRate + i}</hr></extensions>`;
        parts.push(
          `<trkpt lat="${(59.9 + i / 1e4).toFixed(5)}" lon="10.7"><time>${new Date(timeMs).toISOString()}</time>${extension}</trkpt>`,
        );
      });
      parts.push('</trkseg></trk>');
    }
    parts.push('</gpx>');
    return encoder.encode(parts.join('\n'));
  });
