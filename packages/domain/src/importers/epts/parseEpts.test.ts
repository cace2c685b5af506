import { describe, expect, it } from 'vitest';
import { ImportError } from '../importError.js';
import { MAX_EPTS_METADATA_BYTES } from '../importLimits.js';
import { chunksOf } from '../testing/chunksOf.js';
import { eptsLine, eptsMetadataXml, type EptsTestMetadata } from '../testing/eptsFiles.js';
import { parseEpts } from './parseEpts.js';

const encoder = new TextEncoder();
const players = [
  { id: 'P3578', name: 'Anna Berg', shirtNumber: '11' },
  { id: 'P3568', name: 'Ola &amp; Kari', shirtNumber: '1' },
  { id: 'P3590', name: 'Sub Stitute', shirtNumber: '14' },
];
/** As Metrica writes a match: normalised positions, a new specification at a substitution. */
const match: EptsTestMetadata = {
  frameRate: '25',
  start: '2019-02-21T03:30:07.000Z',
  unit: 'normalized',
  fieldSize: { width: '105', height: '68' },
  players,
  specifications: [
    { startFrame: 1, endFrame: 3, playerIds: ['P3578', 'P3568'] },
    { startFrame: 4, endFrame: 10, playerIds: ['P3578', 'P3590'] },
  ],
};
const matchLines = [
  eptsLine(1, [
    ['0.5', '0.25'],
    ['0.1', '0.9'],
  ]),
  eptsLine(2, [
    ['0.6', '0.25'],
    ['NaN', 'NaN'],
  ]),
  eptsLine(
    3,
    [
      ['0.7', '0.5'],
      ['0.2', '1'],
    ],
    'NaN,NaN',
  ),
  eptsLine(4, [
    ['0.8', '0.5'],
    ['0', '0'],
  ]),
  eptsLine(5, [
    ['', ''],
    ['0.01', '0.02'],
  ]),
];
const xml = (metadata: EptsTestMetadata): Uint8Array => encoder.encode(eptsMetadataXml(metadata));

/** The message reading `raw` with `metadata` ends in ('none': read without metadata). */
async function problem(raw: string, metadata: Uint8Array | 'none' = xml(match)): Promise<string> {
  try {
    await parseEpts(chunksOf(raw, 4096), metadata === 'none' ? undefined : metadata);
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('parseEpts', () => {
  it('reads one track per player, in metres, timed from the start at the frame rate', async () => {
    const tracks = await parseEpts(chunksOf(matchLines.join('\n'), 4096), xml(match));
    expect(tracks.map((track) => [track.id, track.metadata])).toEqual([
      ['P3578', { format: 'epts', athleteName: 'Anna Berg', shirtNumber: '11' }],
      ['P3568', { format: 'epts', athleteName: 'Ola & Kari', shirtNumber: '1' }],
      ['P3590', { format: 'epts', athleteName: 'Sub Stitute', shirtNumber: '14' }],
    ]);
    const [anna, ola, sub] = tracks;
    const start = Date.UTC(2019, 1, 21, 3, 30, 7);
    expect([...(anna?.timeMs ?? [])]).toEqual([start, start + 40, start + 80, start + 120]);
    expect([...(anna?.xM ?? [])]).toEqual([0.5 * 105, 0.6 * 105, 0.7 * 105, 0.8 * 105]);
    expect([...(anna?.yM ?? [])]).toEqual([0.25 * 68, 0.25 * 68, 0.5 * 68, 0.5 * 68]);
    // Off the pitch (NaN) in frame 2, substituted at frame 4.
    expect([...(ola?.timeMs ?? [])]).toEqual([start, start + 80]);
    expect([...(ola?.yM ?? [])]).toEqual([0.9 * 68, 68]);
    expect([...(sub?.timeMs ?? [])]).toEqual([start + 120, start + 160]);
    expect(anna?.heartRateBpm).toBeUndefined();
  });

  it('gives the same tracks for chunks of 1, 7 and 4096 bytes, and CRLF lines', async () => {
    const text = matchLines.join('\n');
    const whole = await parseEpts(chunksOf(text, text.length), xml(match));
    for (const size of [1, 7, 4096]) {
      expect(await parseEpts(chunksOf(text, size), xml(match))).toEqual(whole);
    }
    expect(await parseEpts(chunksOf(`${matchLines.join('\r\n')}\r\n`, 5), xml(match))).toEqual(
      whole,
    );
  });

  it('reads centimetres, trailing separators and heart rate, as FIFA’s example writes them', async () => {
    const metadata = xml({
      frameRate: '25',
      start: '2018-01-22T21:00:00',
      unit: 'cm',
      players: players.slice(0, 2),
      specifications: [{ startFrame: 1, endFrame: 15000, playerIds: ['P3578', 'P3568'] }],
      heartRate: true,
    });
    const raw = [
      '10001:-769,-2013,177,;-461,-615,170;:-2656,367:',
      '10002:-770,-2010,178;-460,-610,171,;:-2650,360',
    ].join('\n');
    const [anna, ola] = await parseEpts(chunksOf(raw, 3), metadata);
    const at = Date.UTC(2018, 0, 22, 21, 6, 40);
    expect([...(anna?.timeMs ?? [])]).toEqual([at, at + 40]);
    expect([...(anna?.xM ?? [])]).toEqual([-7.69, -7.7]);
    expect([...(anna?.yM ?? [])]).toEqual([-20.13, -20.1]);
    expect([...(anna?.heartRateBpm ?? [])]).toEqual([177, 178]);
    expect([...(ola?.heartRateBpm ?? [])]).toEqual([170, 171]);
  });

  it('times the frames from the Unix epoch when the metadata gives no start', async () => {
    const metadata = xml({ ...match, start: undefined, frameRate: '10' });
    const [anna] = await parseEpts(chunksOf(matchLines.join('\n'), 64), metadata);
    expect([...(anna?.timeMs ?? [])]).toEqual([0, 100, 200, 300]);
  });

  it('reads the only specification for any frame, and refuses a frame no one of several covers', async () => {
    const one = xml({
      ...match,
      specifications: [{ startFrame: 1, endFrame: 2, playerIds: ['P3578'] }],
    });
    const [anna] = await parseEpts(chunksOf('1:0.5,0.5:0,0\n100:0.5,0.5:0,0\n', 64), one);
    expect(anna?.timeMs.length).toBe(2);
    expect(await problem(`${matchLines.join('\n')}\n11:0,0;0,0:0,0\n`)).toBe(
      "line 6: frame 11 is in no DataFormatSpecification's frames",
    );
  });

  it('says what is missing when a file comes without the other', async () => {
    expect(await problem(matchLines.join('\n'), 'none')).toBe(
      'a FIFA EPTS raw data file is read with the metadata XML that describes it; add that file to the same import',
    );
    expect(await problem(eptsMetadataXml(match), 'none')).toBe(
      'this is the metadata XML of a FIFA EPTS recording: it is read with the raw data text file it describes; add that file to the same import',
    );
    expect(await problem(eptsMetadataXml(match))).toBe(
      'line 1: this is an XML file, not the raw data text file the EPTS metadata describes',
    );
  });

  it.each([
    [
      '1:0.5,0.5;0.1,0.1:0,0\nx:0.5,0.5;0.1,0.1:0,0',
      'line 2: the line does not start with a frame number',
    ],
    ['1:0.5,abc;0.1,0.1:0,0', "line 1: player 'Anna Berg' y 'abc' is not a number"],
    [
      '1:0.5,0.5;0.1:0,0',
      "line 1: expected ',' where the DataFormatSpecification for frames 1-3 puts it, found ':0,0'",
    ],
    [
      '1:0.5,0.5;0.1,0.1',
      "line 1: expected ':' where the DataFormatSpecification for frames 1-3 puts it, found the end of the line",
    ],
    [
      '1:0.5,0.5;0.1,0.1:0,0:7',
      "line 1: the line goes on after the last field the DataFormatSpecification for frames 1-3 describes: '7'",
    ],
    ['1:200,0.5;0.1,0.1:0,0', "line 1: player 'P3578' is at (21000, 34) m: not within ±10000 m"],
    ['', 'no samples: no line of the file gives a player a position'],
    [
      '1:0.5,0.5;0.1,0.1:0,0\n1:0.6,0.6;0.1,0.1:0,0',
      "player 'P3578': every sample has the same time (2019-02-21T03:30:07.000Z): the player has no duration",
    ],
  ])('rejects the data %j', async (raw, message) => {
    expect(await problem(raw)).toBe(message);
  });

  it.each([
    [
      { ...match, frameRate: '' },
      "the EPTS metadata, line 4: FrameRate '' is not a rate between 0 and 1000 Hz",
    ],
    [
      { ...match, frameRate: '-25' },
      "the EPTS metadata, line 4: FrameRate '-25' is not a rate between 0 and 1000 Hz",
    ],
    [
      { ...match, start: 'yesterday' },
      "the EPTS metadata, line 5: Start 'yesterday' is not an ISO-8601 date-time",
    ],
    [
      { ...match, unit: 'furlong' },
      "the EPTS metadata, line 13: Unit 'furlong' of channel 'x' is not one Touchline reads (m, cm, mm or normalized)",
    ],
    [
      { ...match, fieldSize: undefined },
      "the EPTS metadata, line 13: normalized positions need the field's size: the first Session's FieldSize has no Width between 0 and 1000 m",
    ],
    [
      { ...match, specifications: [] },
      'the EPTS metadata: the metadata has no DataFormatSpecification: it does not say how the data lines are written',
    ],
    [
      { ...match, players: [{ id: 'a\u0001b', name: 'x', shirtNumber: '1' }] },
      "the EPTS metadata, line 8: Player id 'a\\u0001b' holds control characters or bytes that are not UTF-8",
    ],
  ])('rejects metadata (%#)', async (metadata, message) => {
    expect(await problem(matchLines.join('\n'), xml(metadata))).toBe(message);
  });

  it('refuses broken or hostile metadata XML, saying so in its own file', async () => {
    const text = eptsMetadataXml(match);
    const cases: [string, string | RegExp][] = [
      [
        '',
        'the EPTS metadata: not the metadata XML of a FIFA EPTS recording: no <Metadata> element',
      ],
      [text.slice(0, 600), /^the EPTS metadata, line \d+: the file ends/],
      [
        text.replace('<main', '<!DOCTYPE main [<!ENTITY x SYSTEM "file:///etc/passwd">]><main'),
        /^the EPTS metadata, line 2: .*document type declaration/,
      ],
      [
        text.replace('p0_x"/>', 'p0_x"/><Register/>'),
        /^the EPTS metadata, line \d+: <Register> is not a register of a DataFormatSpecification/,
      ],
      [
        text.replace('playerChannelId="p0_x"', 'playerChannelId="nobody"'),
        /^the EPTS metadata, line \d+: PlayerChannelRef 'nobody' names no PlayerChannel$/,
      ],
      [
        text.replace('separator=";"', 'separator="ab"'),
        /^the EPTS metadata, line \d+: separator 'ab' is not one punctuation character/,
      ],
      [
        text.replace('<StringRegister name="frameCount"/>', ''),
        /^the EPTS metadata, line \d+: a DataFormatSpecification must start its lines with the frame/,
      ],
    ];
    for (const [metadata, message] of cases) {
      expect(await problem(matchLines.join('\n'), encoder.encode(metadata))).toMatch(message);
    }
    const huge = new Uint8Array(MAX_EPTS_METADATA_BYTES + 1);
    expect(await problem(matchLines.join('\n'), huge)).toBe(
      'the EPTS metadata: the metadata XML is larger than 8 MB: a match needs about 100 kB',
    );
  });
});
