import { describe, expect, it } from 'vitest';
import type { ColumnMapping } from './columnMapping.js';
import { validateColumnMapping } from './validateColumnMapping.js';

const valid: ColumnMapping = {
  timeColumn: 'Time',
  timeFormat: 'dayFirst',
  timeZone: 'Europe/Oslo',
  latitudeColumn: 'Lat',
  longitudeColumn: 'Lon',
  speedColumn: 'Speed',
  speedUnit: 'kilometresPerHour',
};

describe('validateColumnMapping', () => {
  it('accepts a whole mapping', () => {
    expect(validateColumnMapping(valid)).toEqual([]);
    expect(
      validateColumnMapping({ timeColumn: 't', timeFormat: 'iso', xColumn: 'x', yColumn: 'y' }),
    ).toEqual([]);
  });

  it.each<[Partial<ColumnMapping>, { field: string; message: string }[]]>([
    [{ timeColumn: ' ' }, [{ field: 'timeColumn', message: 'Choose the time column.' }]],
    [
      { timeFormat: 'yesterday' as ColumnMapping['timeFormat'] },
      [{ field: 'timeFormat', message: 'Choose the format of the times.' }],
    ],
    [
      { timeZone: 'Mars/Olympus' },
      [{ field: 'timeZone', message: 'Unknown time zone "Mars/Olympus".' }],
    ],
    [
      { xColumn: 'x', yColumn: 'y' },
      [
        {
          field: 'xColumn',
          message: 'Choose latitude and longitude, or x and y in metres, not both.',
        },
      ],
    ],
    [
      { latitudeColumn: undefined, longitudeColumn: '' },
      [
        {
          field: 'latitudeColumn',
          message: 'Choose latitude and longitude, or x and y in metres.',
        },
      ],
    ],
    [
      { longitudeColumn: undefined },
      [{ field: 'longitudeColumn', message: 'Choose the longitude column.' }],
    ],
    [
      { latitudeColumn: undefined, longitudeColumn: undefined, xColumn: 'x' },
      [{ field: 'yColumn', message: 'Choose the y column.' }],
    ],
    [
      { speedUnit: undefined },
      [{ field: 'speedUnit', message: 'Choose the unit of the speed column.' }],
    ],
    [
      { heartRateColumn: ' lat ' },
      [{ field: 'heartRateColumn', message: 'The column "lat" is chosen twice.' }],
    ],
  ])('says what is wrong with %j', (change, problems) => {
    expect(validateColumnMapping({ ...valid, ...change })).toEqual(problems);
  });

  it('lets a speed unit stand without a speed column', () => {
    expect(validateColumnMapping({ ...valid, speedColumn: undefined })).toEqual([]);
  });
});
