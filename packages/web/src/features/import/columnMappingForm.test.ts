import { describe, expect, it } from 'vitest';
import type { ColumnMappingFieldsFragment } from '../../gql/graphql';
import {
  columnMappingInputOf,
  guessedMapping,
  initialMappingValues,
  missingColumnMessages,
  valuesOfSavedMapping,
} from './columnMappingForm';
import { POLAR_MAPPING } from './testing/importMocks';

const saved: ColumnMappingFieldsFragment = {
  ...POLAR_MAPPING,
  speedColumn: 'Speed (km/h)',
  speedUnit: 'kilometresPerHour',
};

const COLUMNS = ['Time', 'Lat', 'Lon', 'Speed (km/h)', 'Player'];

describe('the column mapping form', () => {
  it('guesses the columns whose names say what they hold', () => {
    expect(guessedMapping(['Timestamp', 'Latitude', 'Longitude', 'Velocity', 'HR'])).toMatchObject({
      timeColumn: 'Timestamp',
      positions: 'latitudeLongitude',
      latitudeColumn: 'Latitude',
      longitudeColumn: 'Longitude',
      speedColumn: 'Velocity',
      heartRateColumn: 'HR',
    });
    expect(guessedMapping(['t', 'x_m', 'y_m'])).toMatchObject({
      timeColumn: '',
      positions: 'metres',
      xColumn: 'x_m',
      yColumn: 'y_m',
    });
  });

  it('sends latitude and longitude, or x and y, with the optional columns chosen', () => {
    const values = valuesOfSavedMapping(saved, COLUMNS);
    expect(columnMappingInputOf(values)).toEqual({
      timeColumn: 'Time',
      timeFormat: 'dayFirst',
      latitudeColumn: 'Lat',
      longitudeColumn: 'Lon',
      xColumn: null,
      yColumn: null,
      speedColumn: 'Speed (km/h)',
      speedUnit: 'kilometresPerHour',
      heartRateColumn: null,
      athleteColumn: 'Player',
    });
    const metres = {
      ...values,
      positions: 'metres' as const,
      xColumn: 'X',
      yColumn: 'Y',
      speedColumn: '',
    };
    expect(columnMappingInputOf(metres)).toMatchObject({
      latitudeColumn: null,
      xColumn: 'X',
      yColumn: 'Y',
      speedColumn: null,
      speedUnit: null,
    });
  });

  it('sends nothing while the time or a position column is missing', () => {
    const values = valuesOfSavedMapping(saved, COLUMNS);
    expect(columnMappingInputOf({ ...values, timeColumn: '' })).toBeNull();
    expect(columnMappingInputOf({ ...values, positions: 'metres' })).toBeNull();
  });

  it('leaves unset the columns of a saved mapping the file lacks, and says which', () => {
    expect(valuesOfSavedMapping(saved, ['Time', 'Lat', 'Lon'])).toMatchObject({
      timeColumn: 'Time',
      speedColumn: '',
      athleteColumn: '',
    });
    expect(missingColumnMessages(saved, ['Time', 'Lat', 'Lon', 'Speed (km/h)'])).toEqual([
      'The file has no column "Player".',
    ]);
    expect(missingColumnMessages(saved, ['Time', 'Lat', 'Lon', 'Speed (km/h)', 'Player'])).toEqual(
      [],
    );
  });

  it('opens with the first saved mapping the file has every column of, else a guess', () => {
    const other = { ...saved, id: 'm0', name: 'Other', timeColumn: 'Zeit' };
    expect(initialMappingValues([other, saved], COLUMNS).savedMappingId).toBe('m1');
    expect(initialMappingValues([other, saved], ['Time', 'Latitude', 'Longitude'])).toMatchObject({
      savedMappingId: '',
      latitudeColumn: 'Latitude',
    });
  });
});
