import { describe, expect, it } from 'vitest';
import { simulateSession } from '../../simulator/simulateSession.js';
import type { GpsTrack } from '../../tracks/track.js';
import type { ImportError } from '../importError.js';
import {
  CATAPULT_HEADER,
  writeCatapultCsv,
  type CatapultWriting,
} from '../testing/catapultFiles.js';
import { chunksOf } from '../testing/chunksOf.js';
import { importErrorOf } from '../testing/importErrorOf.js';
import { splitAt } from '../testing/splitAt.js';
import { computeWindowMetrics } from '../../engine/computeWindowMetrics.js';
import { processTrack } from '../../engine/processTrack.js';
import { parseCatapultCsv, type CatapultCsvOptions } from './parseCatapultCsv.js';

/** Ten minutes of a simulated 10 Hz training, the clocks an hour ahead of UTC in London. */
const [athlete] = simulateSession({
  seed: 21,
  kind: 'training',
  startTime: Date.UTC(2026, 4, 14, 9),
  athletes: ['12345'],
  durationS: 600,
}).athletes;
const training = athlete?.track as GpsTrack;

async function parse(
  text: string,
  options: CatapultCsvOptions = {},
  chunkSize = 65_536,
): Promise<GpsTrack> {
  return parseCatapultCsv(chunksOf(text, chunkSize), options);
}

const importError = (text: string, options: CatapultCsvOptions = {}): Promise<ImportError> =>
  importErrorOf(() => parse(text, options));

/** The track as the export keeps it: times to `timeStepMs`, speeds to `speedStep`. */
function expectSameSamples(track: GpsTrack, timeStepMs: number, speedStep: number): void {
  expect(track.timeMs.length).toBe(training.timeMs.length);
  for (let i = 0; i < training.timeMs.length; i += 97) {
    const expected = training.timeMs[i] as number;
    expect(track.timeMs[i]).toBe(expected - (expected % timeStepMs));
    expect(track.latitudeDeg[i]).toBeCloseTo(training.latitudeDeg[i] as number, 7);
    expect(track.longitudeDeg[i]).toBeCloseTo(training.longitudeDeg[i] as number, 7);
    expect(
      Math.abs((track.speedMps?.[i] ?? NaN) - (training.speedMps?.[i] ?? NaN)),
    ).toBeLessThanOrEqual(speedStep);
  }
}

/** A short export of 25 rows a second apart, running north at 4 m/s, written by hand. */
function shortExport(lines: { delimiter?: string; velocity?: (i: number) => string } = {}): string {
  const { delimiter = ',', velocity = () => '4.00' } = lines;
  const rows = [
    '# Athlete: "First Last"',
    '# Device: 12345',
    '# Period: 1st Half',
    CATAPULT_HEADER.join(delimiter),
  ];
  for (let i = 0; i < 25; i++) {
    const latitude = (51.5 + (i * 4) / 111_195).toFixed(7);
    rows.push(
      [
        `14/03/2026 10:00:${String(i).padStart(2, '0')}.00`,
        latitude,
        '-0.1000000',
        `${i}.00`,
        velocity(i),
        '0.10',
        `${i * 4}`,
        i === 3 ? '0' : '150',
        // Player Load accumulates: a quarter of a unit a second.
        (i * 0.25).toFixed(2),
        '90',
        '0.8',
        '14',
      ].join(delimiter),
    );
  }
  return `${rows.join('\n')}\n`;
}

describe('parseCatapultCsv', () => {
  it.each<[string, CatapultWriting, number, number]>([
    [
      'commas, day-first local times, m/s',
      { dates: 'day-first', timeZone: 'Europe/London' },
      10,
      0.005,
    ],
    [
      'semicolons, decimal commas, km/h',
      { delimiter: ';', velocityUnit: 'km/h', timeZone: 'Europe/London' },
      10,
      0.005 / 3.6,
    ],
    [
      'tabs, ISO local times',
      { delimiter: '\t', dates: 'iso', timeZone: 'Europe/London' },
      1,
      0.005,
    ],
    ['ISO times in UTC, km/h', { dates: 'utc', velocityUnit: 'km/h' }, 1, 0.005 / 3.6],
  ])('reads an export with %s', async (_, writing, timeStepMs, speedStep) => {
    const track = await parse(writeCatapultCsv(training, writing), { timeZone: 'Europe/London' });
    expect(track.id).toBe('12345');
    expect(track.metadata).toEqual({
      format: 'catapult',
      athleteName: 'First Last',
      deviceSerial: '12345',
    });
    expectSameSamples(track, timeStepMs, speedStep);
  });

  it('reads local times in the zone it is given, UTC by default', async () => {
    const text = writeCatapultCsv(training, { timeZone: 'Europe/London' });
    expect((await parse(text)).timeMs[0]).toBe((training.timeMs[0] as number) + 3_600_000);
    const sydney = writeCatapultCsv(training, { timeZone: 'Australia/Sydney', dates: 'iso' });
    expect((await parse(sydney, { timeZone: 'Australia/Sydney' })).timeMs[0]).toBe(
      training.timeMs[0],
    );
  });

  it('reads the hand-written columns: heart rate (0 is none), HDOP, satellites', async () => {
    const track = await parse(shortExport(), { fallbackId: 'file' });
    expect(track.timeMs[1]).toBe(Date.UTC(2026, 2, 14, 10, 0, 1));
    expect(track.speedMps?.[0]).toBe(4);
    expect([...(track.heartRateBpm ?? [])].slice(2, 5)).toEqual([150, NaN, 150]);
    expect(track.hdop?.[0]).toBeCloseTo(0.8);
    expect(track.satellites?.[0]).toBe(14);
    const kph = await parse(shortExport({ delimiter: ';', velocity: () => '14,40' }));
    expect(kph.speedMps?.[0]).toBeCloseTo(4, 5);
  });

  it("keeps Catapult's accumulated Player Load as given, and a window counts its increase", async () => {
    const track = await parse(shortExport());
    expect(Array.from(track.playerLoad!.subarray(0, 4))).toEqual([0, 0.25, 0.5, 0.75]);
    const processed = processTrack(track);
    // 24 one-second intervals at a quarter of a unit each.
    expect(computeWindowMetrics(processed).playerLoad).toBeCloseTo(6, 9);
    // From 5 s to 10.5 s: five whole intervals and half of the sixth.
    const startMs = track.timeMs[0]!;
    const window = [{ startMs: startMs + 5000, endMs: startMs + 10_500 }];
    expect(computeWindowMetrics(processed, { window }).playerLoad).toBeCloseTo(1.375, 9);
    // Other vendors' files have no Player Load.
    const edgeLike = { ...track, playerLoad: undefined };
    expect(computeWindowMetrics(processTrack(edgeLike)).playerLoad).toBeNull();
  });

  it('gives the same track when the file is split at any byte', async () => {
    const bytes = new TextEncoder().encode(shortExport({ delimiter: ';', velocity: () => '14,4' }));
    const whole = await parseCatapultCsv(chunksOf(bytes, bytes.length));
    for (let split = 1; split < bytes.length; split++) {
      expect(await parseCatapultCsv(splitAt(bytes, split))).toEqual(whole);
    }
  });

  it('says so rather than guess the unit when the athlete stands still', async () => {
    const still = shortExport().replace(/^(.*?,)51\.\d+/gm, '$151.5000000');
    expect((await importError(still)).message).toBe(
      'cannot tell whether Velocity is in m/s or km/h: the positions move faster than 2 m/s in ' +
        '0 one-second stretches of the file, and the comparison needs 20 (does the athlete stand ' +
        'still throughout?)',
    );
    expect((await importError(shortExport({ velocity: () => '8' }))).problem).toMatch(
      /^Velocity matches the positions neither in m\/s nor in km\/h: it reads 2\.00 times/,
    );
    // Without Velocity nothing needs telling.
    const withoutVelocity = still.replace('Velocity', 'Speed');
    expect((await parse(withoutVelocity)).speedMps).toBeUndefined();
  });

  it('keeps a row without a fix, and skips spreadsheet blank rows and comments', async () => {
    const text = shortExport()
      .replace(/(14\/03\/2026 10:00:02\.00,)[^,]*,[^,]*/, '$1,')
      .replace(/(14\/03\/2026 10:00:03\.00,)[^,]*,[^,]*/, '$10,0')
      .replace('# Period: 1st Half\n', '# Period: 1st Half\n,,,,\n\n')
      .concat('# end of export\n;;;;\n');
    const track = await parse(text);
    expect(track.timeMs.length).toBe(25);
    expect([...track.latitudeDeg.slice(1, 5)].map(Number.isNaN)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(Number.isNaN(track.longitudeDeg[3])).toBe(true);
  });

  it.each([
    [
      shortExport().replace('14/03/2026 10:00:01.00', '03/14/2026 10:00:01.00'),
      "line 6: Timestamp '03/14/2026 10:00:01.00' is neither ISO 8601, a day-first date (31/12/2026 13:45:00.10) nor epoch milliseconds",
    ],
    [
      shortExport().replace(/(10:00:01\.00,)51\.\d+/, '$195.1'),
      "line 6: Latitude '95.1' is not a latitude between -90 and 90",
    ],
    [
      shortExport({ velocity: (i) => (i === 1 ? '4.1.2' : '4.00') }),
      "line 6: Velocity '4.1.2' is not a speed between 0 and 360",
    ],
    [
      shortExport().replace(/(10:00:01\.00,.*),14$/m, '$1'),
      'line 6: row has 11 columns, the header has 12',
    ],
    [
      shortExport().replace(/(10:00:01\.00,.*),150,/, '$1,-3,'),
      "line 6: Heart Rate '-3' is not a heart rate between 0 and 300 bpm",
    ],
  ])('names the line and cell of a bad row (%#)', async (text, message) => {
    expect((await importError(text)).message).toBe(message);
  });

  it('explains files without a header, rows or positions', async () => {
    expect((await importError('# Athlete: First Last\n# Device: 1\n')).message).toBe(
      'header row missing: expected Timestamp, Latitude, Longitude (Velocity, Heart Rate, ...) after the # lines',
    );
    expect((await importError(`# Athlete: A\n${CATAPULT_HEADER.join(',')}\n`)).message).toBe(
      'no samples: the file has a header but no rows',
    );
    expect((await importError('Timestamp,Lat,Lon\n1,2,3\n')).message).toBe(
      "line 1: header row 'timestamp,lat,lon' lacks the required columns latitude, longitude (expected timestamp,latitude,longitude)",
    );
    const indoors = shortExport().replace(/^(.*?,)51\.\d+,-0\.1000000/gm, '$10,0');
    expect((await importError(indoors)).message).toBe(
      'no GPS positions: every row’s Latitude and Longitude are empty or 0 (an indoor session?)',
    );
  });

  it('refuses samples spanning more than 24 hours, or none', async () => {
    const late = shortExport().replace('14/03/2026 10:00:24.00', '15/03/2026 10:00:24.00');
    expect((await importError(late)).message).toBe(
      'line 29: the samples span more than 24 hours (2026-03-14T10:00:00.000Z to ' +
        '2026-03-15T10:00:24.000Z): a file holds one session; is a timestamp wrong?',
    );
    const once = shortExport().replace(/10:00:\d\d\.00/g, '10:00:00.00');
    expect((await importError(once)).message).toBe(
      'every sample has the same time (2026-03-14T10:00:00.000Z): the file has no duration',
    );
  });
});
