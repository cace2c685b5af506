import fc from 'fast-check';
import type { ColumnMapping } from '../mapped/columnMapping.js';
import { sampleTimes } from './sampleTimes.js';

const encoder = new TextEncoder();

/** A CSV of no known format and the mapping that reads it. */
export interface MappedFile {
  bytes: Uint8Array;
  mapping: ColumnMapping;
}

/**
 * CSVs as spreadsheets and unknown devices write them: any column order and
 * header case, commas or semicolons with decimal commas, times in each
 * format the dialog offers, latitude and longitude or x and y, speed and
 * heart rate sometimes, an athlete column of any text sometimes; values
 * mostly but not always in range.
 */
export const mappedFiles: fc.Arbitrary<MappedFile> = fc
  .record({
    semicolon: fc.boolean(),
    geographic: fc.boolean(),
    format: fc.constantFrom('iso', 'dayFirst', 'monthFirst', 'epochMilliseconds', 'epochSeconds'),
    speed: fc.boolean(),
    athletes: fc.option(
      fc.array(fc.string({ unit: 'binary', maxLength: 8 }), { minLength: 1, maxLength: 3 }),
    ),
    times: sampleTimes(5),
    value: fc.double({ min: -200, max: 12_000, noNaN: true }),
  })
  .map(({ semicolon, geographic, format, speed, athletes, times, value }): MappedFile => {
    const delimiter = semicolon ? ';' : ',';
    const number = (n: number): string => (semicolon ? String(n).replace('.', ',') : String(n));
    const header = ['Speed', geographic ? 'LAT' : 'X', 'When', geographic ? 'lon' : 'y', 'Who'];
    const rows = [header.join(delimiter)];
    times.forEach((timeMs, i) => {
      for (const athlete of athletes ?? ['']) {
        rows.push(
          [
            number(value / 10),
            number(value / (i + 1)),
            timeText(timeMs, format),
            number(i),
            athlete,
          ].join(delimiter),
        );
      }
    });
    const mapping: ColumnMapping = {
      timeColumn: 'when',
      timeFormat: format,
      timeZone: 'Europe/Oslo',
      ...(geographic
        ? { latitudeColumn: 'lat', longitudeColumn: 'LON' }
        : { xColumn: 'x', yColumn: 'Y' }),
      ...(speed ? { speedColumn: 'speed', speedUnit: 'milesPerHour' as const } : {}),
      ...(athletes === null ? {} : { athleteColumn: 'who' }),
    };
    return { bytes: encoder.encode(`${rows.join('\n')}\n`), mapping };
  });

function timeText(timeMs: number, format: ColumnMapping['timeFormat']): string {
  const iso = new Date(timeMs).toISOString();
  const [date = '', time = ''] = iso.slice(0, 19).split('T');
  const [year, month, day] = date.split('-');
  switch (format) {
    case 'iso':
      return iso;
    case 'dayFirst':
      return `${day}/${month}/${year} ${time}`;
    case 'monthFirst':
      return `${month}/${day}/${year} ${time}`;
    case 'epochMilliseconds':
      return String(timeMs);
    case 'epochSeconds':
      return String(timeMs / 1000);
  }
}
