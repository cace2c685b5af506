import fc from 'fast-check';

const encoder = new TextEncoder();

export interface EptsTestPlayer {
  id: string;
  name: string;
  shirtNumber: string;
}

/** One data format specification: its frames, and the players whose x and y each line gives, in order. */
export interface EptsTestSpecification {
  startFrame: number;
  endFrame: number;
  playerIds: string[];
}

export interface EptsTestMetadata {
  frameRate: string;
  start?: string;
  unit: string;
  fieldSize?: { width: string; height: string };
  players: EptsTestPlayer[];
  specifications: EptsTestSpecification[];
  /** A heart sensor in bpm, a third value of each player's group. */
  heartRate?: boolean;
}

/**
 * The metadata XML of an EPTS recording, laid out as FIFA's example and
 * Metrica's exports lay theirs out: GlobalConfig, a session with its start
 * and field size, teams, players, a device whose `position` sensor has the
 * channels x and y, player channels, and data format specifications that
 * write `frame:x,y;x,y;...:ballX,ballY`. Texts are written raw, so markup
 * in them is tested too.
 */
export function eptsMetadataXml(metadata: EptsTestMetadata): string {
  const { frameRate, start, unit, fieldSize, players, specifications, heartRate } = metadata;
  const session = [
    start === undefined ? '' : `<Start>${start}</Start>`,
    fieldSize === undefined
      ? ''
      : `<FieldSize><Width>${fieldSize.width}</Width><Height>${fieldSize.height}</Height></FieldSize>`,
  ];
  const heartSensor = heartRate
    ? '<Sensor id="heartbeat"><Name>Heart beat</Name><Channels>' +
      '<Channel id="hr"><Name>Current heart beat</Name><Unit>bpm</Unit></Channel>' +
      '<Channel id="hr_max"><Name>Maximum heart beat</Name><Unit>bpm</Unit></Channel>' +
      '</Channels></Sensor>'
    : '';
  const channels = players.flatMap(({ id }, i) => [
    `<PlayerChannel id="p${i}_x" playerId="${id}" channelId="x"/>`,
    `<PlayerChannel id="p${i}_y" playerId="${id}" channelId="y"/>`,
    `<PlayerChannel id="p${i}_hr" playerId="${id}" channelId="hr"/>`,
  ]);
  const refs = (playerId: string): string => {
    const i = players.findIndex(({ id }) => id === playerId);
    const ids = heartRate ? ['x', 'y', 'hr'] : ['x', 'y'];
    const inner = ids.map((channel) => `<PlayerChannelRef playerChannelId="p${i}_${channel}"/>`);
    return `<SplitRegister separator=",">${inner.join('')}</SplitRegister>`;
  };
  const formats = specifications.map(
    ({ startFrame, endFrame, playerIds }) =>
      `<DataFormatSpecification separator=":" startFrame="${startFrame}" endFrame="${endFrame}">\n` +
      '<StringRegister name="frameCount"/>\n' +
      `<SplitRegister separator=";">${playerIds.map(refs).join('\n')}</SplitRegister>\n` +
      '<SplitRegister separator=","><BallChannelRef channelId="x"/><BallChannelRef channelId="y"/></SplitRegister>\n' +
      '</DataFormatSpecification>',
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<main xmlns:tns="FIFADataTransferFormatEPTSNamespace/FIFADataTransferFormatEPTS">',
    '<Metadata>',
    `<GlobalConfig><ProviderName>Test</ProviderName><FrameRate>${frameRate}</FrameRate></GlobalConfig>`,
    `<Sessions><Session id="s1"><SessionType>Match</SessionType>${session.join('')}</Session></Sessions>`,
    '<Teams><Team id="A"><Name>Team A</Name></Team></Teams>',
    '<Players>',
    ...players.map(
      ({ id, name, shirtNumber }) =>
        `<Player id="${id}" teamId="A"><Name>${name}</Name><ShirtNumber>${shirtNumber}</ShirtNumber>` +
        '<ProviderPlayerParameters><ProviderParameter><Name>position_type</Name><Value>Unknown</Value></ProviderParameter></ProviderPlayerParameters></Player>',
    ),
    '</Players>',
    '<Devices><Device id="d1"><Name>Device 1</Name><Sensors>',
    `<Sensor id="position"><Name>Position</Name><Channels><Channel id="x"><Name>position_x</Name><Unit>${unit}</Unit></Channel><Channel id="y"><Name>position_y</Name><Unit>${unit}</Unit></Channel></Channels></Sensor>`,
    heartSensor,
    '</Sensors></Device></Devices>',
    '<PlayerChannels>',
    ...channels,
    '</PlayerChannels>',
    '</Metadata>',
    '<DataFormatSpecifications>',
    ...formats,
    '</DataFormatSpecifications>',
    '</main>',
  ].join('\n');
}

/** One data line: `frame:` each player's values joined by commas, players by semicolons, `:ball`. */
export function eptsLine(
  frame: number,
  players: readonly (readonly string[])[],
  ball = '0.5,0.5',
): string {
  return `${frame}:${players.map((values) => values.join(',')).join(';')}:${ball}`;
}

/**
 * A recording as a tracker writes it, metadata and raw data: a few players
 * with any text as names, a substitution between two specifications,
 * normalised or metric units, positions `NaN` now and then, and frames
 * sometimes outside every specification.
 */
export const eptsFiles: fc.Arbitrary<{ metadata: Uint8Array; raw: Uint8Array }> = fc
  .record({
    names: fc.array(fc.string({ unit: 'binary', maxLength: 10 }), { minLength: 3, maxLength: 3 }),
    unit: fc.constantFrom('normalized', 'm', 'cm'),
    heartRate: fc.boolean(),
    frames: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 12 }),
    missing: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    x: fc.double({ min: -1, max: 2, noNaN: true }),
  })
  .map(({ names, unit, heartRate, frames, missing, x }) => {
    const players = names.map((name, i) => ({ id: `P${i}`, name, shirtNumber: String(i + 1) }));
    const specifications = [
      { startFrame: 1, endFrame: 20, playerIds: ['P0', 'P1'] },
      { startFrame: 21, endFrame: 30, playerIds: ['P0', 'P2'] },
    ];
    const metadata = eptsMetadataXml({
      frameRate: '25',
      start: '2024-05-04T15:00:00.000Z',
      unit,
      fieldSize: { width: '105', height: '68' },
      players,
      specifications,
      heartRate,
    });
    const lines = frames.map((frame, i) => {
      const value = missing[i] === true ? 'NaN' : String(x * (1 + i / 10));
      const group = heartRate ? [value, '0.25', String(100 + i)] : [value, '0.25'];
      return eptsLine(frame, [group, group]);
    });
    return { metadata: encoder.encode(metadata), raw: encoder.encode(`${lines.join('\n')}\n`) };
  });
