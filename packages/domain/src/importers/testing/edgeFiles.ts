import fc from 'fast-check';
import { sampleTimes } from './sampleTimes.js';

const encoder = new TextEncoder();
const OPTIONAL = ['speed_mps', 'hdop', 'satellites', 'heart_rate'] as const;

/**
 * Touchline Edge exports as a tracker might write them, with any text (control
 * characters, lone surrogates) as the device serial, epoch or ISO times, and
 * values mostly but not always in range.
 */
export const edgeFiles: fc.Arbitrary<Uint8Array> = fc
  .record({
    serial: fc.option(fc.string({ unit: 'binary', maxLength: 30 })),
    optional: fc.subarray([...OPTIONAL]),
    iso: fc.boolean(),
    times: sampleTimes(12),
    values: fc.array(fc.double({ min: -200, max: 400, noNaN: true }), {
      minLength: 6,
      maxLength: 6,
    }),
  })
  .map(({ serial, optional, iso, times, values }) => {
    const lines = serial === null ? [] : [`# device_serial: ${serial}`];
    lines.push(['timestamp', 'lat', 'lon', ...optional].join(','));
    times.forEach((timeMs, i) => {
      const cells = [iso ? new Date(timeMs).toISOString() : String(timeMs)];
      cells.push(String(((values[0] ?? 0) + i) % 90), String(((values[1] ?? 0) + i) % 180));
      optional.forEach((_, k) => cells.push(String(Math.abs(values[2 + k] ?? 0) % 120)));
      lines.push(cells.join(','));
    });
    return encoder.encode(`${lines.join('\n')}\n`);
  });
