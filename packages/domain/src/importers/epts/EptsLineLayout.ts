import { printableExcerpt } from '../../text/printableExcerpt.js';
import { ImportError } from '../importError.js';
import { parseDecimal } from '../text/parseDecimal.js';
import type { EptsRegister, EptsSpecification } from './EptsMetadataDocument.js';
import { EPTS_METADATA } from './readEptsMetadata.js';

/** What a field of a data line holds: the frame, a value of a player's channel, or nothing read. */
export type EptsField =
  | { kind: 'frame' }
  | { kind: 'skip' }
  | { kind: 'value'; player: number; role: 'x' | 'y' | 'heartRate'; label: string };

/** How the metadata's player channels are put to use, by PlayerChannel id. */
export type EptsChannelUse = (playerChannelId: string, line: number) => EptsField;

/** A player's fields in one layout (-1: the layout has none). */
export interface EptsLayoutPlayer {
  player: number;
  x: number;
  y: number;
  heartRate: number;
}

type Step = { field: number } | { separator: number; optional: boolean };

/**
 * One data format specification, compiled: the fields of a line in order
 * with the separators between them, for the frames it covers. Nested
 * registers only change which separator stands between two fields; after a
 * register's last field its separator may stand once more (FIFA's own
 * example writes it). Separators are single punctuation characters, which no
 * number holds, so a field ends at the first of them.
 */
export class EptsLineLayout {
  readonly startFrame: number;
  readonly endFrame: number;
  /** The value of each field of the line last read; NaN where the line has none. */
  readonly values: Float64Array;
  readonly players: EptsLayoutPlayer[];
  private readonly fields: EptsField[] = [];
  private readonly steps: Step[] = [];
  private readonly isSeparator = new Uint8Array(256);

  constructor(specification: EptsSpecification, use: EptsChannelUse) {
    this.startFrame = frameNumber(specification.startFrame.text, specification.startFrame.line);
    this.endFrame = frameNumber(specification.endFrame.text, specification.endFrame.line);
    this.compile(specification.root, use);
    const first = this.steps[0];
    if (first === undefined || !('field' in first) || this.fields[0]?.kind !== 'frame') {
      throw new ImportError(
        'a DataFormatSpecification must start its lines with the frame (a StringRegister)',
        { file: EPTS_METADATA, line: specification.startFrame.line },
      );
    }
    this.values = new Float64Array(this.fields.length);
    this.players = this.layoutPlayers();
  }

  covers(frame: number): boolean {
    return frame >= this.startFrame && frame <= this.endFrame;
  }

  /** The frame a line starts with; NaN when it is not a whole number. */
  frameOf(bytes: Uint8Array, start: number, end: number): number {
    let at = start;
    while (at < end && this.isSeparator[bytes[at] as number] === 0) at++;
    const frame = parseDecimal(bytes, start, at);
    return Number.isInteger(frame) ? frame : NaN;
  }

  /** Reads the line `[start, end)` into `values`, or throws an ImportError naming the field. */
  read(bytes: Uint8Array, start: number, end: number, line: number): void {
    const { fields, steps, values, isSeparator } = this;
    let at = start;
    for (const step of steps) {
      if ('separator' in step) {
        if (at < end && bytes[at] === step.separator) at++;
        else if (!step.optional) throw this.misfit(bytes, at, end, step.separator, line);
        continue;
      }
      const fieldStart = at;
      while (at < end && isSeparator[bytes[at] as number] === 0) at++;
      const field = fields[step.field] as EptsField;
      if (field.kind === 'value') values[step.field] = value(bytes, fieldStart, at, field, line);
    }
    if (at < end) {
      throw new ImportError(
        `the line goes on after the last field the DataFormatSpecification for frames ` +
          `${this.startFrame}-${this.endFrame} describes: '${excerpt(bytes, at, end)}'`,
        { line },
      );
    }
  }

  private misfit(
    bytes: Uint8Array,
    at: number,
    end: number,
    separator: number,
    line: number,
  ): ImportError {
    const expected = String.fromCharCode(separator);
    const found = at < end ? `'${excerpt(bytes, at, end)}'` : 'the end of the line';
    return new ImportError(
      `expected '${expected}' where the DataFormatSpecification for frames ` +
        `${this.startFrame}-${this.endFrame} puts it, found ${found}`,
      { line },
    );
  }

  private compile(register: EptsRegister, use: EptsChannelUse): void {
    if (register.kind !== 'split') {
      const field =
        register.kind === 'player'
          ? use(register.playerChannelId.text, register.playerChannelId.line)
          : register.kind === 'string' && this.isFrame(register.name)
            ? ({ kind: 'frame' } as const)
            : ({ kind: 'skip' } as const);
      this.steps.push({ field: this.fields.push(field) - 1 });
      return;
    }
    const separator = separatorByte(register.separator.text, register.separator.line);
    this.isSeparator[separator] = 1;
    register.children.forEach((child, i) => {
      if (i > 0) this.separator(separator, false);
      this.compile(child, use);
    });
    this.separator(separator, true);
  }

  /** The first StringRegister is the frame, or the one named frameCount. */
  private isFrame(name: string): boolean {
    return this.fields.length === 0 || name.toLowerCase() === 'framecount';
  }

  /**
   * Appends a separator. An optional one right before the same separator
   * would take the byte the next one needs: one required separator stands
   * for both.
   */
  private separator(byte: number, optional: boolean): void {
    const last = this.steps.at(-1);
    if (last !== undefined && 'separator' in last && last.separator === byte && last.optional) {
      last.optional = optional;
      return;
    }
    this.steps.push({ separator: byte, optional });
  }

  private layoutPlayers(): EptsLayoutPlayer[] {
    const byPlayer = new Map<number, EptsLayoutPlayer>();
    this.fields.forEach((field, index) => {
      if (field.kind !== 'value') return;
      let player = byPlayer.get(field.player);
      if (player === undefined) {
        player = { player: field.player, x: -1, y: -1, heartRate: -1 };
        byPlayer.set(field.player, player);
      }
      player[field.role] = index;
    });
    // A player without both coordinates in this layout has no position in its frames.
    return [...byPlayer.values()].filter(({ x, y }) => x >= 0 && y >= 0);
  }
}

/** A channel's value: NaN for an empty field or `NaN` (a player not on the pitch). */
function value(
  bytes: Uint8Array,
  start: number,
  end: number,
  field: EptsField,
  line: number,
): number {
  if (start === end || isNotANumber(bytes, start, end)) return NaN;
  const number = parseDecimal(bytes, start, end);
  if (Number.isNaN(number) && field.kind === 'value') {
    throw new ImportError(`${field.label} '${excerpt(bytes, start, end)}' is not a number`, {
      line,
    });
  }
  return number;
}

function isNotANumber(bytes: Uint8Array, start: number, end: number): boolean {
  return (
    end - start === 3 &&
    ((bytes[start] as number) | 32) === 110 &&
    ((bytes[start + 1] as number) | 32) === 97 &&
    ((bytes[start + 2] as number) | 32) === 110
  );
}

const decoder = new TextDecoder();

function excerpt(bytes: Uint8Array, start: number, end: number): string {
  return printableExcerpt(decoder.decode(bytes.subarray(start, Math.min(end, start + 160))));
}

function frameNumber(text: string, line: number): number {
  const frame = Number(text);
  if (text.trim() === '' || !Number.isSafeInteger(frame)) {
    throw new ImportError(`frame '${printableExcerpt(text)}' is not a whole number`, {
      file: EPTS_METADATA,
      line,
    });
  }
  return frame;
}

/** A separator Touchline can read: one punctuation character, never part of a number. */
function separatorByte(text: string, line: number): number {
  const byte = text.charCodeAt(0);
  if (text.length !== 1 || !/^[!-/:-@[-`{-~]$/.test(text) || '+-.'.includes(text)) {
    throw new ImportError(
      `separator '${printableExcerpt(text)}' is not one punctuation character: ` +
        'Touchline reads EPTS data whose fields are separated by characters such as : ; ,',
      { file: EPTS_METADATA, line },
    );
  }
  return byte;
}
