import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordingPath } from './support/recordings.js';
import { runCli } from './support/runCli.js';

const FIELDS = [
  'totalDistanceM',
  'totalHighIntensityDistanceM',
  'totalSprintDistanceM',
  'highIntensityEvents',
  'sprintEvents',
  'accelerationEvents',
  'decelerationEvents',
  'maxSpeedKph',
  'rawMaxSpeedKph',
  'avgSpeedKph',
  'metresPerMinute',
  'speedzoneProfileZone',
  'timeAtKph',
  'avgSpeedKphOverTime',
  'distanceMOverTime',
  'sampledSpeedKphOverTime',
  'workload',
];

/** A 10 Hz Edge export of a straight 60 s run east at 5 m/s: 300 m. */
function straightRunCsv(): string {
  const metresPerDegreeLat = 111_195;
  const lat = 51.5;
  const metresPerDegreeLon = metresPerDegreeLat * Math.cos((lat * Math.PI) / 180);
  const rows = ['# device_serial: TL-0001', 'timestamp,lat,lon'];
  const start = Date.parse('2026-11-01T10:00:00Z');
  for (let i = 0; i <= 600; i++) {
    const lon = -0.1 + (5 * i * 0.1) / metresPerDegreeLon;
    rows.push(`${new Date(start + i * 100).toISOString()},${lat},${lon.toFixed(8)}`);
  }
  return rows.join('\n') + '\n';
}

type Analysis = Record<string, Record<string, unknown>>;

describe.concurrent('touchline analyse', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'touchline-analyse-'));
    await writeFile(join(dir, 'run.csv'), straightRunCsv());
    await writeFile(
      join(dir, 'broken.csv'),
      'timestamp,lat,lon\n2026-11-01T10:00:00Z,51.5,-0.1\nyesterday,51.5,-0.1\n',
    );
  });

  it('prints every metric of the Alfheim match per tag as one JSON object', async () => {
    const result = await runCli([
      'analyse',
      recordingPath('alfheim-2013-11-07.csv.gz'),
      '--format',
      'positions',
      '--json',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const analysis = JSON.parse(result.stdout) as Analysis;
    expect(Object.keys(analysis).sort((a, b) => Number(a) - Number(b))).toEqual([
      '1',
      '2',
      '3',
      '6',
      '7',
      '8',
      '10',
      '11',
      '12',
      '13',
      '15',
      '16',
    ]);
    for (const [tag, metrics] of Object.entries(analysis)) {
      for (const field of FIELDS) expect(metrics, `tag ${tag}`).toHaveProperty(field);
      const zones = metrics.speedzoneProfileZone as number[];
      if ((metrics.totalDistanceM as number) > 0) {
        expect(zones.reduce((sum, zone) => sum + zone, 0)).toBeCloseTo(100, 6);
      }
    }
    // Ten minutes of professional football: 1.2 to 1.8 km for a player on the pitch throughout.
    expect(analysis['8']!.totalDistanceM).toBeGreaterThan(1200);
    expect(analysis['8']!.totalDistanceM).toBeLessThan(1800);
  });

  it('recovers a known straight run from an Edge export, keyed by the device serial', async () => {
    const result = await runCli(['analyse', join(dir, 'run.csv'), '--json']);
    expect(result.code).toBe(0);
    const metrics = (JSON.parse(result.stdout) as Analysis)['TL-0001']!;
    expect(metrics.totalDistanceM as number).toBeCloseTo(300, -0.5);
    expect(metrics.maxSpeedKph as number).toBeCloseTo(18, 0);
    expect(metrics.sprintEvents).toBe(0);
  });

  it('prints a readable block per track without --json', async () => {
    const result = await runCli(['analyse', join(dir, 'run.csv')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('TL-0001  (run.csv, edge, 601 samples)');
    for (const field of FIELDS) expect(result.stdout).toMatch(new RegExp(`^  ${field} `, 'm'));
  });

  it('reads a Garmin FIT file', async () => {
    const result = await runCli(['analyse', recordingPath('fenix2-run.fit'), '--json']);
    expect(result.code).toBe(0);
    const [metrics] = Object.values(JSON.parse(result.stdout) as Analysis);
    // The watch's own total for this run is about 9 km.
    expect(metrics!.totalDistanceM as number).toBeGreaterThan(8500);
    expect(metrics!.totalDistanceM as number).toBeLessThan(9500);
  });

  it.each([
    [['analyse'], /Name at least one file/],
    [['analyse', 'nowhere.csv'], /nowhere\.csv: no such file/],
    [
      ['analyse', 'x.csv', '--format', 'xml'],
      /--format must be one of auto, edge, gpx, fit, tcx, positions, catapult, kinexon, epts, mapped/,
    ],
  ])('rejects %j with one line and exit code 2', async (args, message) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });

  it('locates bad input in the file and exits 2', async () => {
    const result = await runCli(['analyse', join(dir, 'broken.csv')]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^touchline: broken\.csv, line 3: .*yesterday/);
  });
});
