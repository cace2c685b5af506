import { printableExcerpt } from '../../text/printableExcerpt.js';
import type { GpsColumns } from '../GpsColumns.js';
import { ImportError } from '../importError.js';
import { MAX_TRACKS_PER_FILE } from '../importLimits.js';
import { TimestampParser } from '../text/TimestampParser.js';
import { parseDecimal } from '../text/parseDecimal.js';
import { ElementText, quoteXmlText } from './ElementText.js';
import { parseXmlDateTime } from './parseXmlDateTime.js';
import { scanXml, type XmlHandler } from './scanXml.js';
import type { XmlTag } from './XmlTag.js';
import { XmlTrackPoint } from './XmlTrackPoint.js';

/** How an XML track format names its parts in messages. */
export interface XmlTrackFormat {
  /** 'GPX' */
  name: string;
  /** The root element: 'gpx'. */
  root: string;
  /** The track point and its time: 'trkpt', 'time'. */
  point: string;
  time: string;
  /** What the cap on tracks counts: 'tracks (<trk> with points)'. */
  tracks: string;
}

/** A number an element holds: its range, and the problem a value outside it is ('%s' quotes it). */
export interface XmlNumber {
  min: number;
  max: number;
  problem: string;
}

export const HEART_RATE: XmlNumber = {
  min: 0,
  max: 300,
  problem: 'heart rate %s is not between 0 and 300 bpm',
};

/**
 * What the GPX and TCX readers share: the open elements, the root element's
 * check, the text of the element being read (`capture`, then `readText` when
 * it closes), the checks of times and numbers, and the caps on tracks. Values
 * are checked as they arrive, so an error names the line of the bad element.
 */
export abstract class XmlTrackReader<
  Columns extends GpsColumns,
  Captured extends string,
> implements XmlHandler {
  readonly tracks: Columns[] = [];
  /** The local names of the open elements, the root first. */
  protected readonly path: string[] = [];
  protected readonly point = new XmlTrackPoint();
  protected inPoint = false;
  private sawRoot = false;
  private readonly timestamps = new TimestampParser();
  private captured: Captured | undefined;
  private readonly capturedText = new ElementText();

  constructor(private readonly format: XmlTrackFormat) {}

  /** Reads the whole document; one without the root element is refused. */
  async readDocument(chunks: AsyncIterable<Uint8Array>): Promise<void> {
    const { name, root } = this.format;
    await scanXml(chunks, this, name);
    if (!this.sawRoot) throw new ImportError(`not a ${name} file: no <${root}> element`);
  }

  startElement(tag: XmlTag): void {
    const { name, root } = this.format;
    const parent = this.path.at(-1);
    if (!this.sawRoot && tag.localName !== root) {
      throw new ImportError(
        `not a ${name} file: the root element is <${printableExcerpt(tag.localName)}>, not <${root}>`,
        { line: tag.line },
      );
    }
    this.sawRoot = true;
    this.path.push(tag.localName);
    this.opened(tag, parent);
  }

  text(bytes: Uint8Array, start: number, end: number): void {
    this.capturedText.add(bytes, start, end);
  }

  endElement(name: string, line: number): void {
    const depth = this.path.length;
    if (this.capturedText.endsAt(depth)) {
      const what = this.captured;
      const textLine = this.capturedText.line;
      const bytes = this.capturedText.take();
      this.captured = undefined;
      if (what !== undefined) this.readText(what, bytes, textLine);
    }
    this.path.pop();
    this.closed(name, depth, line);
  }

  /** An element opened below `parent` (undefined for the root). */
  protected abstract opened(tag: XmlTag, parent: string | undefined): void;
  /** An element closed; `depth` counted it among the open elements. */
  protected abstract closed(name: string, depth: number, line: number): void;
  /** The text of an element `capture` asked for, without the white space around it. */
  protected abstract readText(what: Captured, bytes: Uint8Array, line: number): void;

  /** Reads the text of the element just opened, for `readText` when it closes. */
  protected capture(what: Captured, tag: XmlTag): void {
    this.captured = what;
    this.capturedText.begin(this.path.length, tag.line);
  }

  protected dateTime(bytes: Uint8Array, line: number): number {
    const timeMs = parseXmlDateTime(this.timestamps, bytes);
    if (Number.isNaN(timeMs)) {
      throw new ImportError(
        `<${this.format.time}> '${quoteXmlText(bytes)}' is not an ISO-8601 date-time`,
        { line },
      );
    }
    return timeMs;
  }

  protected number(bytes: Uint8Array, line: number, { min, max, problem }: XmlNumber): number {
    const value = parseDecimal(bytes, 0, bytes.length);
    if (value >= min && value <= max) return value;
    throw new ImportError(problem.replace('%s', `'${quoteXmlText(bytes)}'`), { line });
  }

  /** Adds the point just read to the track; every point needs the time of its fix. */
  protected addPoint(columns: Columns): void {
    const { point } = this;
    const { point: element, time } = this.format;
    if (Number.isNaN(point.timeMs)) {
      throw new ImportError(
        `<${element}> has no <${time}>: every track point needs the time of its fix`,
        { line: point.line },
      );
    }
    columns.add(
      point.timeMs,
      point.latitudeDeg,
      point.longitudeDeg,
      point.speedMps,
      point.heartRateBpm,
      { line: point.line },
    );
  }

  /** Keeps a finished track: at most MAX_TRACKS_PER_FILE, each with a duration. */
  protected keepTrack(columns: Columns, line: number): void {
    if (this.tracks.length === MAX_TRACKS_PER_FILE) {
      throw new ImportError(
        `the file has more than ${MAX_TRACKS_PER_FILE} ${this.format.tracks}: ` +
          'a file holds one session',
        { line },
      );
    }
    columns.span.requireDuration({ line });
    this.tracks.push(columns);
  }
}
