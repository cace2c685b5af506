import fc from 'fast-check';
import { sampleTimes } from './sampleTimes.js';

const encoder = new TextEncoder();
const HEADER = [
  'ts in ms',
  'sensor id',
  'mapped id',
  'full name',
  'number',
  'group id',
  'group name',
  'x in m',
  'y in m',
];

/**
 * Kinexon exports as its software writes them: comma-separated with decimal
 * points, or semicolon-separated with decimal commas; header names in any
 * case and spacing, sometimes quoted; a few players, or around the cap of
 * 200; mapped ids present or not, names of any text (control characters,
 * lone surrogates), coordinates sometimes beyond ±10 000 m.
 */
export const kinexonFiles: fc.Arbitrary<Uint8Array> = fc
  .record({
    semicolon: fc.boolean(),
    shout: fc.boolean(),
    quoted: fc.boolean(),
    playerCount: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 198, max: 202 })),
    mapped: fc.boolean(),
    name: fc.string({ unit: 'binary', maxLength: 12 }),
    times: sampleTimes(4),
    x: fc.double({ min: -12_000, max: 12_000, noNaN: true }),
  })
  .map(({ semicolon, shout, quoted, playerCount, mapped, name, times, x }) => {
    const delimiter = semicolon ? ';' : ',';
    const number = (value: number): string => {
      const text = value.toFixed(2);
      return semicolon ? text.replace('.', ',') : text;
    };
    const header = HEADER.map((column) => (shout ? column.toUpperCase() : column)).map((column) =>
      quoted ? `"${column}"` : column,
    );
    const rows = [header.join(delimiter)];
    for (const timeMs of times) {
      for (let player = 0; player < playerCount; player++) {
        const cells = [String(timeMs), String(1000 + player), mapped ? `P${player}` : ''];
        cells.push(player === 0 ? name : `Player ${player}`, String(player + 1), '1', 'Team');
        cells.push(number(x / (player + 1)), number(player / 3));
        rows.push(cells.join(delimiter));
      }
    }
    return encoder.encode(`${rows.join('\n')}\n`);
  });
