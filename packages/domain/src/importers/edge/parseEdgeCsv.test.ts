import { describe, expect, it } from 'vitest';
import { ImportError } from '../importError.js';
import { chunksOf } from '../testing/chunksOf.js';
import { parseEdgeCsv } from './parseEdgeCsv.js';

const edge = `# device_serial: EDGE-0042
# firmware: 2.3.1
# sample_rate_hz: 10
# exported by Touchline Edge Hub
timestamp,lat,lon,speed_mps,hdop,satellites,heart_rate
2024-05-04T15:00:00.000Z,59.9127,10.7461,0.5,0.8,14,92
2024-05-04T15:00:00.100Z,59.91271,10.74611,0.6,,14,
1714834800200,59.91272,10.74612,0.7,0.9,13,
`;

async function problem(text: string): Promise<string> {
  try {
    await parseEdgeCsv(chunksOf(text, 4096));
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('parseEdgeCsv', () => {
  it('reads the header lines and every column, NaN for empty cells', async () => {
    const track = await parseEdgeCsv(chunksOf(edge, 4096), { fallbackId: 'file' });
    expect(track.id).toBe('EDGE-0042');
    expect(track.metadata).toEqual({
      format: 'edge',
      deviceSerial: 'EDGE-0042',
      firmware: '2.3.1',
      sampleRateHz: 10,
    });
    expect([...track.timeMs]).toEqual([1714834800000, 1714834800100, 1714834800200]);
    expect([...track.latitudeDeg]).toEqual([59.9127, 59.91271, 59.91272]);
    expect(track.speedMps?.[2]).toBeCloseTo(0.7);
    expect(track.hdop?.[1]).toBeNaN();
    expect([...(track.satellites ?? [])]).toEqual([14, 14, 13]);
    expect([...(track.heartRateBpm ?? [])]).toEqual([92, NaN, NaN]);
  });

  it('gives the same track for chunks of 1, 7 and 4096 bytes, with CRLF endings', async () => {
    const whole = await parseEdgeCsv(chunksOf(edge, edge.length));
    for (const size of [1, 7, 4096]) {
      expect(await parseEdgeCsv(chunksOf(edge, size))).toEqual(whole);
      expect(await parseEdgeCsv(chunksOf(edge.replaceAll('\n', '\r\n'), size))).toEqual(whole);
    }
  });

  it('needs only timestamp, lat and lon; the id falls back to the file name', async () => {
    const track = await parseEdgeCsv(chunksOf('lat,lon,timestamp\n1,2,3\n1,2,4\n', 4), {
      fallbackId: 'run',
    });
    expect(track.id).toBe('run');
    expect(track.speedMps).toBeUndefined();
    expect(track.heartRateBpm).toBeUndefined();
  });

  it.each([
    ['', 'header row missing: expected timestamp,lat,lon[,speed_mps,...]'],
    ['# device_serial: x\n', 'header row missing: expected timestamp,lat,lon[,speed_mps,...]'],
    ['timestamp,lat,lon\n', 'no samples: the file has a header but no rows'],
    [
      '# sample_rate_hz: fast\ntimestamp,lat,lon\n',
      "line 1: sample_rate_hz 'fast' is not a rate between 0 and 1000 Hz",
    ],
    [
      'timestamp,latitude,lon\n',
      "line 1: header row 'timestamp,latitude,lon' lacks the required column lat (expected timestamp,lat,lon)",
    ],
    [
      'timestamp,lat,lon\n2024-13-01T00:00:00Z,1,2\n',
      "line 2: timestamp '2024-13-01T00:00:00Z' is neither ISO-8601 nor epoch milliseconds",
    ],
    ['timestamp,lat,lon\n1,91,2\n', "line 2: lat '91' is not a latitude between -90 and 90"],
    ['timestamp,lat,lon\n1,1,2;3\n', "line 2: lon '2;3' is not a longitude between -180 and 180"],
    [
      'timestamp,lat,lon,heart_rate\n1,1,2,-1\n',
      "line 2: heart_rate '-1' is not a heart rate between 0 and 300 bpm",
    ],
    ['timestamp,lat,lon,heart_rate\n1,1\n', 'line 2: row has 2 columns, the header has 4'],
    // The file that stopped the server: its NUL byte is quoted as an escape.
    [
      'timestamp,lat,lon\n2020-01-06T10:00:00Z,5\u00001.5,-0.1\n',
      "line 2: lat '5\\u00001.5' is not a latitude between -90 and 90",
    ],
    [
      'timestamp,lat,lon\n2020-01-06T10:00:00Z,51.5,-0.1\n2020-01-06T10:00:00Z,51.6,-0.1\n',
      'every sample has the same time (2020-01-06T10:00:00.000Z): the file has no duration',
    ],
    [
      'timestamp,lat,lon\n2020-01-06T10:00:00Z,51.5,-0.1\n',
      'only one sample (2020-01-06T10:00:00.000Z): the file has no duration',
    ],
    [
      'timestamp,lat,lon\n2020-01-06T10:00:00Z,51.5,-0.1\n0,51.5,-0.1\n',
      'line 3: the samples span more than 24 hours (1970-01-01T00:00:00.000Z to ' +
        '2020-01-06T10:00:00.000Z): a file holds one session; is a timestamp wrong?',
    ],
    [
      'timestamp,lat,lon\n9999999999999999,51.5,-0.1\n',
      "line 2: timestamp '9999999999999999' is neither ISO-8601 nor epoch milliseconds",
    ],
  ])('rejects %j', async (text, message) => {
    expect(await problem(text)).toBe(message);
  });

  it('keeps the device serial printable and short: it becomes the track id', async () => {
    const text = `# device_serial: EDGE\u0000\u202E42${'9'.repeat(200)}\ntimestamp,lat,lon\n1,1,1\n2,1,1\n`;
    const track = await parseEdgeCsv(chunksOf(text, 5));
    expect(track.id).toBe(`EDGE\uFFFD\uFFFD42${'9'.repeat(89)}...`);
  });

  it('refuses a line longer than 1 MB, in one chunk or many', async () => {
    const text = `timestamp,lat,lon\n1,1,${'9'.repeat(1 << 20)}\n2,1,1\n`;
    for (const size of [text.length, 65_536]) {
      await expect(parseEdgeCsv(chunksOf(text, size))).rejects.toThrow(
        'line 2: line is longer than 1 MB: not a file of samples',
      );
    }
  });
});
