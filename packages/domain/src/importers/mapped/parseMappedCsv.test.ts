import { describe, expect, it } from 'vitest';
import type { GpsTrack, PositionTrack } from '../../tracks/track.js';
import { ImportError } from '../importError.js';
import { chunksOf } from '../testing/chunksOf.js';
import type { ColumnMapping } from './columnMapping.js';
import { parseMappedCsv } from './parseMappedCsv.js';

const gps: ColumnMapping = {
  timeColumn: 'Time',
  timeFormat: 'dayFirst',
  timeZone: 'Europe/Oslo',
  latitudeColumn: 'Lat',
  longitudeColumn: 'Lon',
  speedColumn: 'Speed',
  speedUnit: 'kilometresPerHour',
  heartRateColumn: 'HR',
};
const watch = [
  'Time,Lat,Lon,Speed,HR,Notes',
  '1/7/2026 10:00:00,59.91,10.75,3.6,120,start',
  '1/7/2026 10:00:01,59.9101,10.7501,,121,',
  '1/7/2026 10:00:02,,,7.2,,no fix',
  '1/7/2026 10:00:03,59.9102,10.7502,18,,',
].join('\n');

/** The message reading `text` with `mapping` ends in ('none': read without a mapping). */
async function problem(text: string, mapping: ColumnMapping | 'none' = gps): Promise<string> {
  try {
    await parseMappedCsv(chunksOf(text, 4096), {
      mapping: mapping === 'none' ? undefined : mapping,
    });
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('parseMappedCsv', () => {
  it('reads a file of one athlete through its mapping: times in the club’s zone, speeds in m/s', async () => {
    const tracks = await parseMappedCsv(chunksOf(watch, 7), { mapping: gps, fallbackId: 'watch' });
    expect(tracks).toHaveLength(1);
    const track = tracks[0] as GpsTrack;
    expect(track).toMatchObject({ kind: 'gps', id: 'watch', metadata: { format: 'mapped' } });
    const start = Date.UTC(2026, 6, 1, 8);
    expect([...track.timeMs]).toEqual([start, start + 1000, start + 3000]);
    expect([...track.latitudeDeg]).toEqual([59.91, 59.9101, 59.9102]);
    expect([...track.longitudeDeg]).toEqual([10.75, 10.7501, 10.7502]);
    expect([...(track.speedMps ?? [])].map((speed) => Number(speed.toFixed(4)))).toEqual([
      1,
      NaN,
      5,
    ]);
    expect([...(track.heartRateBpm ?? [])]).toEqual([120, 121, NaN]);
  });

  it('reads a file of many by its athlete column, semicolons and decimal commas', async () => {
    const text = [
      'zeit;SPIELER;x ;y',
      '1782900000000;Anna Berg;10,5;-3,25',
      '1782900000000;Ola Nord;1;2',
      '1782900000100;Anna Berg;11;-3',
      '1782900000100;Ola Nord;1,5;2',
    ].join('\r\n');
    const mapping: ColumnMapping = {
      timeColumn: 'Zeit',
      timeFormat: 'epochMilliseconds',
      xColumn: 'X',
      yColumn: 'Y',
      athleteColumn: 'Spieler',
    };
    const tracks = (await parseMappedCsv(chunksOf(text, 3), { mapping })) as PositionTrack[];
    expect(tracks.map((track) => [track.kind, track.id, track.metadata])).toEqual([
      ['positions', 'Anna Berg', { format: 'mapped', athleteName: 'Anna Berg' }],
      ['positions', 'Ola Nord', { format: 'mapped', athleteName: 'Ola Nord' }],
    ]);
    expect([...(tracks[0]?.xM ?? [])]).toEqual([10.5, 11]);
    expect([...(tracks[0]?.yM ?? [])]).toEqual([-3.25, -3]);
    expect(tracks[0]?.speedMps).toBeUndefined();
  });

  it('gives the same tracks for chunks of 1, 7 and 4096 bytes', async () => {
    const whole = await parseMappedCsv(chunksOf(watch, watch.length), { mapping: gps });
    for (const size of [1, 7, 4096]) {
      expect(await parseMappedCsv(chunksOf(watch, size), { mapping: gps })).toEqual(whole);
    }
  });

  it('names every column the file lacks, in the product’s words', async () => {
    expect(await problem('Time,Latitude,Longitude\n', gps)).toBe(
      'The file has no column "Lat". The file has no column "Lon". The file has no column "Speed". The file has no column "HR".',
    );
  });

  it('refuses a missing or broken mapping before reading', async () => {
    expect(await problem(watch, 'none')).toBe(
      'this CSV is read with a column mapping: choose which columns hold the time and positions',
    );
    expect(await problem(watch, { ...gps, xColumn: 'x', yColumn: 'y' })).toBe(
      'the column mapping cannot be applied: Choose latitude and longitude, or x and y in metres, not both.',
    );
  });

  it.each([
    ['', 'empty file: no header row'],
    ['Time,Lat,Lon,Speed,HR\n', 'no samples: the file has a header but no rows'],
    [
      'Time,Lat,Lon,Speed,HR\n2026-07-01T10:00:00Z,1,1,1,1\n',
      "line 2: Time '2026-07-01T10:00:00Z' is not a day-first date and time (31/12/2026 13:45:00)",
    ],
    [
      'Time,Lat,Lon,Speed,HR\n1/7/2026 10:00,91,1,1,1\n',
      "line 2: Lat '91' is not a latitude between -90 and 90",
    ],
    [
      'Time,Lat,Lon,Speed,HR\n1/7/2026 10:00,1,x,1,1\n',
      "line 2: Lon 'x' is not a longitude between -180 and 180",
    ],
    [
      'Time,Lat,Lon,Speed,HR\n1/7/2026 10:00,1,1,361,1\n',
      "line 2: Speed '361' is not a speed between 0 and 360 km/h",
    ],
    [
      'Time,Lat,Lon,Speed,HR\n1/7/2026 10:00,1,1,1,301\n',
      "line 2: HR '301' is not a heart rate between 0 and 300 bpm",
    ],
    [
      'Time,Lat,Lon,Speed,HR\n1/7/2026 10:00,1,1,1\n',
      'line 2: row has 4 columns, the header has 5',
    ],
    [
      'Time,Lat,Lon,Speed,HR\n1/7/2026 10:00,1,1,1,1\n1/7/2026 10:00,1,1,1,1\n',
      "athlete 'mapped': every sample has the same time (2026-07-01T08:00:00.000Z): the athlete has no duration",
    ],
  ])('rejects %j', async (text, message) => {
    expect(await problem(text)).toBe(message);
  });

  it('refuses an empty or unprintable athlete, and a 201st athlete', async () => {
    const mapping: ColumnMapping = {
      timeColumn: 't',
      timeFormat: 'epochSeconds',
      xColumn: 'x',
      yColumn: 'y',
      athleteColumn: 'who',
    };
    expect(await problem('t,x,y,who\n1,1,1,\n', mapping)).toBe('line 2: who is empty');
    expect(await problem('t,x,y,who\n1,1,1,a\u0007\n', mapping)).toBe(
      "line 2: who 'a\\u0007' holds control characters or bytes that are not UTF-8",
    );
    const rows = ['t,x,y,who'];
    for (let athlete = 1; athlete <= 201; athlete++) rows.push(`1,1,1,A${athlete}`);
    expect(await problem(rows.join('\n'), mapping)).toBe(
      "line 202: the file has more than 200 athletes: athlete 'A201' is athlete 201; a file holds one session's athletes",
    );
  });
});
