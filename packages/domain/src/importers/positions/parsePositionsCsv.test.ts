import { readRecording } from '../../testing/readRecording.js';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../importError.js';
import { chunksOf } from '../testing/chunksOf.js';
import { parsePositionsCsv } from './parsePositionsCsv.js';

const alfheim = readRecording('alfheim-2013-11-07.csv.gz');

async function problem(text: string): Promise<string> {
  try {
    await parsePositionsCsv(chunksOf(text, 4096));
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('parsePositionsCsv', () => {
  it('reads the Alfheim match sample: one track per tag, in order of appearance', async () => {
    const tracks = await parsePositionsCsv(chunksOf(alfheim, 65_536));
    expect(tracks.map((track) => track.id)).toEqual([
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
    const byId = new Map(tracks.map((track) => [track.id, track]));
    expect(tracks.reduce((sum, track) => sum + track.timeMs.length, 0)).toBe(132_000);
    expect(byId.get('1')?.timeMs.length).toBe(475);
    expect(byId.get('2')?.timeMs.length).toBe(12_605);
    const first = byId.get('1');
    expect(first?.timeMs[0]).toBe(Date.UTC(2013, 10, 7, 21, 5, 23, 687));
    expect(first?.xM[0]).toBe(32.6357);
    expect(first?.yM[0]).toBe(23.3484);
    for (const track of tracks) {
      expect(track.kind).toBe('positions');
      // On or near the 105 x 68 m pitch.
      expect(Math.min(...track.xM)).toBeGreaterThan(-10);
      expect(Math.max(...track.xM)).toBeLessThan(115);
      expect(Math.max(...track.yM)).toBeLessThan(78);
    }
    const tag2 = byId.get('2')?.timeMs ?? new Float64Array(0);
    // Ten minutes or so at 20 Hz.
    const spanS = ((tag2.at(-1) ?? 0) - (tag2[0] ?? 0)) / 1000;
    expect(spanS).toBeGreaterThan(600);
    expect(spanS).toBeLessThan(1020);
  });

  it('gives the same tracks for chunks of 1, 7 and 4096 bytes', async () => {
    const text = new TextDecoder().decode(alfheim.subarray(0, 3000)).replace(/\n[^\n]*$/, '\n');
    const whole = await parsePositionsCsv(chunksOf(text, text.length));
    for (const size of [1, 7, 4096])
      expect(await parsePositionsCsv(chunksOf(text, size))).toEqual(whole);
  });

  it('keeps text tag ids and accepts epoch milliseconds', async () => {
    const [track] = await parsePositionsCsv(
      chunksOf('tag_id,timestamp,x_m,y_m\nA-07,1000,1.5,-2\nA-07,1100,1.5,-3\n', 3),
    );
    expect(track?.id).toBe('A-07');
    expect([...(track?.timeMs ?? [])]).toEqual([1000, 1100]);
    expect([...(track?.yM ?? [])]).toEqual([-2, -3]);
  });

  it.each([
    ['', 'empty file: no header row'],
    ['timestamp,tag_id,x_m,y_m\n', 'no samples: the file has a header but no rows'],
    [
      'time,tag,x,y\n1,1,1,1\n',
      "line 1: header row 'time,tag,x,y' lacks the required columns timestamp, tag_id, x_m, y_m (expected timestamp,tag_id,x_m,y_m)",
    ],
    [
      'timestamp,tag_id,x_m,y_m\n1,1,1,1\nnoon,1,1,1\n',
      "line 3: timestamp 'noon' is neither ISO-8601 nor epoch milliseconds",
    ],
    [
      'timestamp,tag_id,x_m,y_m\n1,1,1x,1\n',
      "line 2: x_m '1x' is not a number of metres within ±10000",
    ],
    ['timestamp,tag_id,x_m,y_m\n1,1,1,\n', 'line 2: y_m is empty'],
    ['timestamp,tag_id,x_m,y_m\n1,1,1\n', 'line 2: row has 3 columns, the header has 4'],
    ['timestamp,tag_id,x_m,y_m\n1,,1,1\n', 'line 2: tag_id is empty'],
    [
      'timestamp,tag_id,x_m,y_m\n1,7,1,1\n1,7,2,2\n2,8,1,1\n3,8,1,1\n',
      "tag '7': every sample has the same time (1970-01-01T00:00:00.001Z): the tag has no duration",
    ],
    [
      'timestamp,tag_id,x_m,y_m\n1,a\u0000b,1,1\n',
      "line 2: tag_id 'a\\u0000b' holds control characters or bytes that are not UTF-8",
    ],
    [
      `timestamp,tag_id,x_m,y_m\n1,${'T'.repeat(101)},1,1\n`,
      `line 2: tag_id '${'T'.repeat(37)}...' is longer than 100 characters`,
    ],
    [
      'timestamp,tag_id,x_m,y_m\n2020-01-06T10:00:00Z,1,1,1\n2020-01-07T10:00:00.001Z,1,1,1\n',
      "line 3: tag '1': the samples span more than 24 hours (2020-01-06T10:00:00.000Z to " +
        '2020-01-07T10:00:00.001Z): a file holds one session; is a timestamp wrong?',
    ],
  ])('rejects %j', async (text, message) => {
    expect(await problem(text)).toBe(message);
  });

  it('refuses a tag id that is not UTF-8 rather than merge it with another', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('timestamp,tag_id,x_m,y_m\n1,'),
      0xff,
      ...new TextEncoder().encode(',1,1\n'),
    ]);
    await expect(parsePositionsCsv(chunksOf(bytes, 7))).rejects.toThrow(
      "line 2: tag_id '\uFFFD' holds control characters or bytes that are not UTF-8",
    );
  });

  it('reads 200 tags, and stops at the 201st tag without reading on', async () => {
    const rows = (tags: number, frames = 2): string => {
      const lines = ['timestamp,tag_id,x_m,y_m'];
      for (let frame = 0; frame < frames; frame++) {
        for (let tag = 1; tag <= tags; tag++) lines.push(`${1000 + frame * 40},${tag},1.5,2.5`);
      }
      return `${lines.join('\n')}\n`;
    };
    expect(await parsePositionsCsv(chunksOf(rows(200), 4096))).toHaveLength(200);
    expect(await problem(rows(201))).toBe(
      "line 202: the file has more than 200 tags: tag '201' is tag 201; a positions file holds one session's tags",
    );

    // 100,000 distinct tags (3.7 MB), as the probe uploaded: refused within its first chunks.
    let chunksRead = 0;
    async function* counted(): AsyncGenerator<Uint8Array> {
      for await (const chunk of chunksOf(rows(100_000, 1), 65_536)) {
        chunksRead++;
        yield chunk;
      }
    }
    await expect(parsePositionsCsv(counted())).rejects.toThrow(/more than 200 tags/);
    expect(chunksRead).toBe(1);
  });
});
