import { printableExcerpt } from '../../text/printableExcerpt.js';
import { printableText } from '../../text/printableText.js';
import { decodeXmlText } from '../xml/decodeXmlText.js';
import type { XmlHandler } from '../xml/scanXml.js';
import { XmlScanner } from '../xml/XmlScanner.js';
import type { XmlTag } from '../xml/XmlTag.js';
import { ImportError } from '../importError.js';
import { MAX_EPTS_METADATA_BYTES, MAX_TRACK_ID_CHARS } from '../importLimits.js';
import { joinBytes } from '../text/joinBytes.js';
import type {
  EptsChannel,
  EptsMetadataDocument,
  EptsPlayer,
  EptsRegister,
  Written,
} from './EptsMetadataDocument.js';

/** Where the metadata's problems are said to be: its own file, not the data file being read. */
export const EPTS_METADATA = 'the EPTS metadata';

/** Elements whose text is kept, by `parent/name`. */
const TEXTS = new Set([
  'GlobalConfig/FrameRate',
  'Session/Start',
  'FieldSize/Width',
  'FieldSize/Height',
  'Player/Name',
  'Player/ShirtNumber',
  'Sensor/Name',
  'Channel/Unit',
]);

/**
 * Reads the metadata XML of a FIFA EPTS recording, whole (it is small), with
 * the importers' streaming XML scanner: its frame rate, first session's start
 * and field size, players, sensors' channels, player channels and data
 * format specifications, as written. Problems are ImportErrors located in
 * EPTS_METADATA.
 */
export function readEptsMetadata(bytes: Uint8Array): EptsMetadataDocument {
  try {
    if (bytes.length > MAX_EPTS_METADATA_BYTES) {
      throw new ImportError(
        `the metadata XML is larger than ${MAX_EPTS_METADATA_BYTES / 1024 / 1024} MB: ` +
          'a match needs about 100 kB',
      );
    }
    const reader = new EptsMetadataReader();
    const scanner = new XmlScanner(reader, 'EPTS metadata');
    scanner.feed(bytes);
    scanner.finish();
    if (!reader.document.sawMetadata) {
      throw new ImportError('not the metadata XML of a FIFA EPTS recording: no <Metadata> element');
    }
    return reader.document;
  } catch (error) {
    throw error instanceof ImportError && error.location.file === undefined
      ? error.inFile(EPTS_METADATA)
      : error;
  }
}

class EptsMetadataReader implements XmlHandler {
  readonly document: EptsMetadataDocument = {
    sawMetadata: false,
    players: [],
    channels: [],
    playerChannels: [],
    specifications: [],
  };
  private readonly path: string[] = [];
  private sessions = 0;
  private sensor: { id: string; name?: string } | undefined;
  private player: EptsPlayer | undefined;
  private channel: EptsChannel | undefined;
  /** The open registers of the data format specification being read, innermost last. */
  private readonly registers: Extract<EptsRegister, { kind: 'split' }>[] = [];
  private captured: { key: string; line: number; parts: Uint8Array[] } | undefined;

  startElement(tag: XmlTag): void {
    const name = tag.localName;
    const parent = this.path.at(-1) ?? '';
    this.path.push(name);
    const key = `${parent}/${name}`;
    if (TEXTS.has(key)) this.captured = { key, line: tag.line, parts: [] };
    const register = this.registers.at(-1);
    if (register !== undefined) {
      register.children.push(this.register(tag));
      return;
    }
    switch (name) {
      case 'Metadata':
        this.document.sawMetadata = true;
        break;
      case 'Session':
        this.sessions++;
        break;
      case 'Player':
        if (parent === 'Players') {
          this.player = { id: required(tag, 'id') };
          this.document.players.push(this.player);
        }
        break;
      case 'Sensor':
        this.sensor = { id: required(tag, 'id').text };
        break;
      case 'Channel':
        if (this.sensor !== undefined) {
          this.channel = { id: required(tag, 'id'), sensorId: this.sensor.id };
          if (this.sensor.name !== undefined) this.channel.sensorName = this.sensor.name;
          this.document.channels.push(this.channel);
        }
        break;
      case 'PlayerChannel':
        this.document.playerChannels.push({
          id: required(tag, 'id'),
          playerId: required(tag, 'playerId'),
          channelId: required(tag, 'channelId'),
        });
        break;
      case 'DataFormatSpecification': {
        const root = {
          kind: 'split' as const,
          separator: required(tag, 'separator'),
          children: [],
        };
        this.document.specifications.push({
          startFrame: required(tag, 'startFrame'),
          endFrame: required(tag, 'endFrame'),
          root,
        });
        // Opened also when self-closing: the scanner closes it at once.
        this.registers.push(root);
        break;
      }
    }
  }

  text(bytes: Uint8Array, start: number, end: number): void {
    this.captured?.parts.push(bytes.slice(start, end));
  }

  endElement(name: string): void {
    this.path.pop();
    const captured = this.captured;
    if (captured !== undefined && captured.key.endsWith(`/${name}`)) {
      this.captured = undefined;
      this.keep(captured.key, {
        text: decodeXmlText(joinBytes(captured.parts)).trim(),
        line: captured.line,
      });
    }
    if (name === 'SplitRegister' || name === 'DataFormatSpecification') this.registers.pop();
    else if (name === 'Player') this.player = undefined;
    else if (name === 'Sensor') this.sensor = undefined;
    else if (name === 'Channel') this.channel = undefined;
  }

  private keep(key: string, value: Written): void {
    const document = this.document;
    const firstSession = this.sessions === 1;
    if (key === 'GlobalConfig/FrameRate') document.frameRate = value;
    else if (key === 'Session/Start' && firstSession) document.start = value;
    else if (key === 'FieldSize/Width' && firstSession) document.fieldWidth = value;
    else if (key === 'FieldSize/Height' && firstSession) document.fieldHeight = value;
    else if (key === 'Channel/Unit' && this.channel !== undefined) this.channel.unit = value;
    else if (key === 'Sensor/Name' && this.sensor !== undefined) this.sensor.name = value.text;
    else if (this.player !== undefined && value.text !== '') {
      // A name and number are shown and matched against the squad: printable and short.
      const text = printableText(value.text, MAX_TRACK_ID_CHARS).trim();
      if (key === 'Player/Name') this.player.name = text;
      else if (key === 'Player/ShirtNumber') this.player.shirtNumber = text;
    }
  }

  /** A register inside a data format specification; a SplitRegister is opened for its children. */
  private register(tag: XmlTag): EptsRegister {
    switch (tag.localName) {
      case 'SplitRegister': {
        const split = {
          kind: 'split' as const,
          separator: required(tag, 'separator'),
          children: [],
        };
        this.registers.push(split);
        return split;
      }
      case 'StringRegister':
        return { kind: 'string', name: attribute(tag, 'name') ?? '', line: tag.line };
      case 'PlayerChannelRef':
        return { kind: 'player', playerChannelId: required(tag, 'playerChannelId') };
      case 'BallChannelRef':
        return { kind: 'ball', line: tag.line };
      default:
        throw new ImportError(
          `<${printableExcerpt(tag.localName)}> is not a register of a DataFormatSpecification ` +
            '(SplitRegister, StringRegister, PlayerChannelRef or BallChannelRef)',
          { line: tag.line },
        );
    }
  }
}

function attribute(tag: XmlTag, name: string): string | undefined {
  const range = tag.attribute(name);
  return range === undefined ? undefined : decodeXmlText(tag.bytes.subarray(...range));
}

function required(tag: XmlTag, name: string): Written {
  const text = attribute(tag, name);
  if (text === undefined) {
    throw new ImportError(`<${tag.localName}> has no ${name} attribute`, { line: tag.line });
  }
  return { text, line: tag.line };
}
