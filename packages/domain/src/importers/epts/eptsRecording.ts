import { printableExcerpt } from '../../text/printableExcerpt.js';
import type { TrackMetadata } from '../../tracks/track.js';
import { ImportError } from '../importError.js';
import { checkTagId } from '../positions/checkTagId.js';
import { TimestampParser } from '../text/TimestampParser.js';
import type { EptsChannel, EptsMetadataDocument, Written } from './EptsMetadataDocument.js';
import { EptsLineLayout, type EptsField } from './EptsLineLayout.js';
import { EPTS_METADATA } from './readEptsMetadata.js';

/** A player of the recording: the track's id and metadata. */
export interface EptsRecordingPlayer {
  id: Written;
  metadata: TrackMetadata;
}

/** The metadata of an EPTS recording, checked and ready to read its data lines with. */
export interface EptsRecording {
  frameRateHz: number;
  /** Epoch milliseconds of the first frame. */
  startMs: number;
  /** The first frame of the first data format specification: the frame at `startMs`. */
  firstFrame: number;
  /** Metres per unit of the position channels' x and y. */
  xScale: number;
  yScale: number;
  players: EptsRecordingPlayer[];
  layouts: EptsLineLayout[];
  hasHeartRate: boolean;
}

const METRE_UNITS: Record<string, number> = {
  m: 1,
  meter: 1,
  meters: 1,
  metre: 1,
  metres: 1,
  cm: 0.01,
  centimeter: 0.01,
  centimeters: 0.01,
  centimetre: 0.01,
  centimetres: 0.01,
  mm: 0.001,
  millimeter: 0.001,
  millimeters: 0.001,
  millimetre: 0.001,
  millimetres: 0.001,
};

/**
 * Checks what the metadata says and compiles its data format specifications.
 * Positions come from the channels x and y of the sensor `position`: in
 * metres, centimetres or millimetres, or normalised (0 to 1 across the
 * field), which the first session's FieldSize (Width for x, Height for y)
 * turns into metres from the field's corner. Heart rate, where the metadata
 * has a heart sensor, is its first channel in bpm. Frame `firstFrame` is at
 * the first session's Start; without a Start, at the Unix epoch
 * (1970-01-01T00:00:00Z), so the session's times must then be chosen by hand.
 */
export function eptsRecording(document: EptsMetadataDocument): EptsRecording {
  const frameRateHz = frameRate(document.frameRate);
  const startMs = document.start === undefined ? 0 : startTime(document.start);
  const x = positionChannel(document.channels, 'x');
  const y = positionChannel(document.channels, 'y');
  const heartRate = heartRateChannel(document.channels);
  const players = document.players.map(({ id, name, shirtNumber }): EptsRecordingPlayer => {
    try {
      checkTagId(id.text, 'Player id', id.line);
    } catch (error) {
      throw error instanceof ImportError ? error.inFile(EPTS_METADATA) : error;
    }
    return {
      id,
      metadata: {
        format: 'epts',
        ...(name === undefined ? {} : { athleteName: name }),
        ...(shirtNumber === undefined ? {} : { shirtNumber }),
      },
    };
  });
  const playerIndex = new Map(players.map((player, index) => [player.id.text, index]));
  const channels = new Map<string, { player: number; channel: string; line: number }>();
  for (const { id, playerId, channelId } of document.playerChannels) {
    const player = playerIndex.get(playerId.text);
    if (player === undefined) {
      throw metadataError(
        `PlayerChannel '${excerpt(id)}' names no Player '${excerpt(playerId)}'`,
        id,
      );
    }
    channels.set(id.text, { player, channel: channelId.text, line: id.line });
  }
  const use = (playerChannelId: string, line: number): EptsField => {
    const found = channels.get(playerChannelId);
    if (found === undefined) {
      throw metadataError(
        `PlayerChannelRef '${printableExcerpt(playerChannelId)}' names no PlayerChannel`,
        {
          text: playerChannelId,
          line,
        },
      );
    }
    const role =
      found.channel === x.id.text
        ? 'x'
        : found.channel === y.id.text
          ? 'y'
          : found.channel === heartRate?.id.text
            ? 'heartRate'
            : undefined;
    if (role === undefined) return { kind: 'skip' };
    const player = players[found.player];
    const who = `player '${printableExcerpt(player?.metadata.athleteName ?? player?.id.text ?? '')}'`;
    return {
      kind: 'value',
      player: found.player,
      role,
      label: `${who} ${role === 'heartRate' ? 'heart rate' : role}`,
    };
  };
  const layouts = document.specifications.map(
    (specification) => new EptsLineLayout(specification, use),
  );
  const first = layouts[0];
  if (first === undefined) {
    throw new ImportError(
      'the metadata has no DataFormatSpecification: it does not say how the data lines are written',
      { file: EPTS_METADATA },
    );
  }
  return {
    frameRateHz,
    startMs,
    firstFrame: Math.min(...layouts.map((layout) => layout.startFrame)),
    xScale: scale(x, document.fieldWidth, 'Width'),
    yScale: scale(y, document.fieldHeight, 'Height'),
    players,
    layouts,
    hasHeartRate: heartRate !== undefined,
  };
}

function frameRate(written: Written | undefined): number {
  if (written === undefined) {
    throw new ImportError('the metadata has no FrameRate: the frames cannot be timed', {
      file: EPTS_METADATA,
    });
  }
  const rate = Number(written.text);
  if (written.text === '' || !(rate > 0 && rate <= 1000)) {
    throw metadataError(
      `FrameRate '${excerpt(written)}' is not a rate between 0 and 1000 Hz`,
      written,
    );
  }
  return rate;
}

function startTime(written: Written): number {
  const bytes = new TextEncoder().encode(written.text);
  const iso = bytes.length >= 10 && bytes[4] === 45;
  const timeMs = iso ? new TimestampParser().parse(bytes, 0, bytes.length) : NaN;
  if (Number.isNaN(timeMs)) {
    throw metadataError(`Start '${excerpt(written)}' is not an ISO-8601 date-time`, written);
  }
  return timeMs;
}

function positionChannel(channels: readonly EptsChannel[], axis: 'x' | 'y'): EptsChannel {
  const channel = channels.find(
    ({ sensorId, id }) => sensorId.toLowerCase() === 'position' && id.text.toLowerCase() === axis,
  );
  if (channel === undefined) {
    throw new ImportError(
      `the metadata has no channel '${axis}' of a Sensor 'position': Touchline reads positions`,
      { file: EPTS_METADATA },
    );
  }
  return channel;
}

/** The first channel in bpm of a sensor whose id or name says heart. */
function heartRateChannel(channels: readonly EptsChannel[]): EptsChannel | undefined {
  return channels.find(
    ({ sensorId, sensorName, unit }) =>
      /heart/i.test(`${sensorId} ${sensorName ?? ''}`) && unit?.text.toLowerCase() === 'bpm',
  );
}

/** Metres per unit of a position channel. */
function scale(channel: EptsChannel, fieldSize: Written | undefined, dimension: string): number {
  const unit = channel.unit;
  if (unit === undefined)
    throw metadataError(`channel '${excerpt(channel.id)}' has no Unit`, channel.id);
  const name = unit.text.toLowerCase();
  const metres = METRE_UNITS[name];
  if (metres !== undefined) return metres;
  if (name !== 'normalized' && name !== 'normalised') {
    throw metadataError(
      `Unit '${excerpt(unit)}' of channel '${excerpt(channel.id)}' is not one Touchline reads ` +
        '(m, cm, mm or normalized)',
      unit,
    );
  }
  const size = fieldSize === undefined ? NaN : Number(fieldSize.text);
  if (fieldSize === undefined || fieldSize.text === '' || !(size > 0 && size <= 1000)) {
    throw new ImportError(
      `normalized positions need the field's size: the first Session's FieldSize has no ` +
        `${dimension} between 0 and 1000 m`,
      { file: EPTS_METADATA, line: fieldSize?.line ?? unit.line },
    );
  }
  return size;
}

function excerpt(written: Written): string {
  return printableExcerpt(written.text);
}

function metadataError(problem: string, at: Written): ImportError {
  return new ImportError(problem, { file: EPTS_METADATA, line: at.line });
}
