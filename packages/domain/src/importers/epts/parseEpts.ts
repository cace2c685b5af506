import type { PositionTrack } from '../../tracks/track.js';
import { ImportError } from '../importError.js';
import { MAX_POSITION_M } from '../positions/parsePositionsCsv.js';
import { TagColumns } from '../positions/TagColumns.js';
import { TagSet } from '../positions/TagSet.js';
import { forEachLine } from '../text/forEachLine.js';
import type { EptsLineLayout } from './EptsLineLayout.js';
import { eptsRecording } from './eptsRecording.js';
import { readEptsMetadata } from './readEptsMetadata.js';
import { printableExcerpt } from '../../text/printableExcerpt.js';

/**
 * Reads the raw data file of a FIFA EPTS recording, streaming, as its
 * metadata XML (read whole: it is small) describes it: one PositionTrack per
 * player with a position in some frame, in the metadata's order of players,
 * id the player's id, with the player's name and shirt number. Each line is
 * a frame, read with the data format specification whose frames include it
 * (the only one, whatever the frame, when there is one); a frame's time is
 * the session's start plus its frames since the first at the frame rate (see
 * eptsRecording). A player's `NaN` or empty position (off the pitch) is no
 * sample; the ball is not read.
 */
export async function parseEpts(
  chunks: AsyncIterable<Uint8Array>,
  metadataXml: Uint8Array | undefined,
): Promise<PositionTrack[]> {
  if (metadataXml === undefined) throw await withoutMetadata(chunks);
  const recording = eptsRecording(readEptsMetadata(metadataXml));
  const { layouts, players, frameRateHz, startMs, firstFrame, xScale, yScale } = recording;
  const tracks = new TagSet('player');
  let layout = layouts[0] as EptsLineLayout;

  await forEachLine(chunks, (bytes, lineStart, lineEnd, line) => {
    const [start, end] = trim(bytes, lineStart, lineEnd);
    if (start === end) return;
    if (bytes[start] === 60 /* < */) {
      throw new ImportError(
        'this is an XML file, not the raw data text file the EPTS metadata describes',
        { line },
      );
    }
    const frame = layout.frameOf(bytes, start, end);
    if (Number.isNaN(frame))
      throw new ImportError('the line does not start with a frame number', { line });
    if (!layout.covers(frame)) layout = layoutOf(layouts, frame, line);
    layout.values.fill(NaN);
    layout.read(bytes, start, end, line);
    const timeMs = startMs + ((frame - firstFrame) * 1000) / frameRateHz;
    const { values } = layout;
    for (const { player, x, y, heartRate } of layout.players) {
      const xM = (values[x] as number) * xScale;
      const yM = (values[y] as number) * yScale;
      if (Number.isNaN(xM) || Number.isNaN(yM)) continue;
      const { id, metadata } = players[player] as (typeof players)[number];
      if (!(Math.abs(xM) <= MAX_POSITION_M && Math.abs(yM) <= MAX_POSITION_M)) {
        throw new ImportError(
          `player '${printableExcerpt(id.text)}' is at (${xM}, ${yM}) m: not within ±${MAX_POSITION_M} m`,
          { line },
        );
      }
      const heartRateBpm = heartRate < 0 ? NaN : (values[heartRate] as number);
      if (!Number.isNaN(heartRateBpm) && !(heartRateBpm >= 0 && heartRateBpm <= 300)) {
        throw new ImportError(
          `player '${printableExcerpt(id.text)}': heart rate ${heartRateBpm} is not between 0 and 300 bpm`,
          {
            line,
          },
        );
      }
      const track = tracks.get(
        id.text,
        line,
        () =>
          new TagColumns(id.text, { metadata, noun: 'player', heartRate: recording.hasHeartRate }),
      );
      track.add(timeMs, xM, yM, { line }, NaN, heartRateBpm);
    }
  });

  if (tracks.size === 0) {
    throw new ImportError('no samples: no line of the file gives a player a position');
  }
  const byId = new Map(tracks.finish().map((track) => [track.id, track]));
  return players.flatMap(({ id }) => byId.get(id.text) ?? []);
}

/** The layout for a frame; refused when none covers it. */
function layoutOf(layouts: readonly EptsLineLayout[], frame: number, line: number): EptsLineLayout {
  if (layouts.length === 1) return layouts[0] as EptsLineLayout;
  const found = layouts.find((layout) => layout.covers(frame));
  if (found === undefined) {
    throw new ImportError(`frame ${frame} is in no DataFormatSpecification's frames`, { line });
  }
  return found;
}

/** Why a file cannot be read without its metadata: what the file is decides what to say. */
async function withoutMetadata(chunks: AsyncIterable<Uint8Array>): Promise<ImportError> {
  let xml = false;
  for await (const chunk of chunks) {
    const first = chunk.find(
      (byte) => byte > 32 && byte !== 0xef && byte !== 0xbb && byte !== 0xbf,
    );
    if (first === undefined) continue;
    xml = first === 60;
    break;
  }
  return new ImportError(
    xml
      ? `this is the metadata XML of a FIFA EPTS recording: it is read with the raw data text ` +
          'file it describes; add that file to the same import'
      : 'a FIFA EPTS raw data file is read with the metadata XML that describes it; add that ' +
          'file to the same import',
  );
}

function trim(bytes: Uint8Array, start: number, end: number): [number, number] {
  while (start < end && (bytes[start] === 32 || bytes[start] === 9)) start++;
  while (end > start && (bytes[end - 1] === 32 || bytes[end - 1] === 9)) end--;
  return [start, end];
}
