import { describe, expect, it } from 'vitest';
import { ImportError } from '../importError.js';
import { chunksOf } from '../testing/chunksOf.js';
import { parseKinexonCsv } from './parseKinexonCsv.js';

const HEADER = 'ts in ms,sensor id,mapped id,full name,number,group id,group name,x in m,y in m';
const export1 = [
  HEADER,
  '1700000000000,4711,P-9,Anna Berg,9,1,Team A,10.25,-3.5',
  '1700000000000,4712,,,,,,50,34',
  '1700000000050,4711,P-9,Anna Berg,9,1,Team A,10.5,-3.25',
  '1700000000050,4712,,,,,,50.5,34',
  '1700000000100,4799,P-9,Anna Berg,9,1,Team A,10.75,-3',
  '',
].join('\n');

async function problem(text: string): Promise<string> {
  try {
    await parseKinexonCsv(chunksOf(text, 4096));
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('parseKinexonCsv', () => {
  it('reads one track per player: the mapped id, else the sensor id', async () => {
    const tracks = await parseKinexonCsv(chunksOf(export1, 7));
    expect(tracks.map((track) => track.id)).toEqual(['P-9', '4712']);
    const [anna, ball] = tracks;
    expect(anna?.metadata).toEqual({
      format: 'kinexon',
      deviceSerial: '4711',
      athleteName: 'Anna Berg',
      shirtNumber: '9',
    });
    // A swapped sensor (4799) stays the same player.
    expect([...(anna?.timeMs ?? [])]).toEqual([1700000000000, 1700000000050, 1700000000100]);
    expect([...(anna?.xM ?? [])]).toEqual([10.25, 10.5, 10.75]);
    expect([...(anna?.yM ?? [])]).toEqual([-3.5, -3.25, -3]);
    expect(ball?.metadata).toEqual({ format: 'kinexon', deviceSerial: '4712' });
  });

  it('reads semicolons with decimal commas, any header case, spacing and quoting', async () => {
    const text = [
      '"TS IN MS"; Sensor  ID ;"Mapped Id";Full Name;Number;Group Id;Group Name;X in m;Y in m',
      '1700000000000;4711;;"Anna Berg";9;1;A;10,25;-3,5',
      '1700000000040;4711;;"Anna Berg";9;1;A;10,5;-3',
    ].join('\r\n');
    const [track] = await parseKinexonCsv(chunksOf(text, 5));
    expect(track?.id).toBe('4711');
    expect(track?.metadata.athleteName).toBe('Anna Berg');
    expect([...(track?.xM ?? [])]).toEqual([10.25, 10.5]);
    expect([...(track?.yM ?? [])]).toEqual([-3.5, -3]);
  });

  it('skips rows without a fix and reads fractional milliseconds and ISO times', async () => {
    const text = [
      'ts in ms,sensor id,x in m,y in m',
      '1700000000000.0,7,1,2',
      '1700000000020,7,,',
      '2023-11-14T22:13:20.040Z,7,1.5,2',
    ].join('\n');
    const [track] = await parseKinexonCsv(chunksOf(text, 3));
    expect([...(track?.timeMs ?? [])]).toEqual([1700000000000, 1700000000040]);
  });

  it('sets apart a sensor id that equals another player’s mapped id', async () => {
    const text = ['ts in ms,sensor id,mapped id,x in m,y in m', '1,7,,0,0', '2,8,7,0,0'];
    text.push('3,7,,1,1', '4,8,7,1,1');
    const tracks = await parseKinexonCsv(chunksOf(text.join('\n'), 64));
    expect(tracks.map((track) => [track.id, track.metadata.deviceSerial])).toEqual([
      ['7', '7'],
      ['7 (2)', '8'],
    ]);
  });

  it.each([
    ['', 'empty file: no header row'],
    [`${HEADER}\n`, 'no samples: the file has a header but no rows'],
    [
      'ts,sensor,x,y\n1,1,1,1\n',
      "line 1: header row 'ts,sensor,x,y' lacks the required columns ts in ms, sensor id, x in m, y in m (expected ts in ms,sensor id,x in m,y in m)",
    ],
    [
      'ts in ms,sensor id,x in m,y in m\nnoon,1,1,1\n',
      "line 2: ts in ms 'noon' is neither epoch milliseconds nor ISO-8601",
    ],
    [
      'ts in ms,sensor id,x in m,y in m\n1,1,10001,1\n',
      "line 2: x in m '10001' is not a number of metres within ±10000",
    ],
    ['ts in ms,sensor id,x in m,y in m\n1,1,1,\n', 'line 2: y in m is empty'],
    ['ts in ms,sensor id,x in m,y in m\n1,,1,1\n', 'line 2: sensor id is empty'],
    ['ts in ms,sensor id,x in m,y in m\n1,1,1\n', 'line 2: row has 3 columns, the header has 4'],
    [
      'ts in ms,sensor id,mapped id,x in m,y in m\n1,1,a\u0000b,1,1\n',
      "line 2: mapped id 'a\\u0000b' holds control characters or bytes that are not UTF-8",
    ],
    [
      'ts in ms,sensor id,x in m,y in m\n1,7,1,1\n1,7,2,2\n',
      "player '7': every sample has the same time (1970-01-01T00:00:00.001Z): the player has no duration",
    ],
  ])('rejects %j', async (text, message) => {
    expect(await problem(text)).toBe(message);
  });

  it('reads 200 players and stops at the 201st', async () => {
    const rows = (players: number): string => {
      const lines = ['ts in ms,sensor id,x in m,y in m'];
      for (let frame = 0; frame < 2; frame++) {
        for (let player = 1; player <= players; player++) lines.push(`${frame * 40},${player},1,2`);
      }
      return `${lines.join('\n')}\n`;
    };
    expect(await parseKinexonCsv(chunksOf(rows(200), 4096))).toHaveLength(200);
    expect(await problem(rows(201))).toBe(
      "line 202: the file has more than 200 players: player '201' is player 201; a file holds one session's players",
    );
  });
});
