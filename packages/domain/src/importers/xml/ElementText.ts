import { printableExcerpt } from '../../text/printableExcerpt.js';
import { joinBytes } from '../text/joinBytes.js';
import { decodeXmlText } from './decodeXmlText.js';
import { isSpace } from './XmlTag.js';

/**
 * The character data of one element, gathered across the scanner's text
 * calls: a chunk boundary, a comment or a CDATA section may split it. Only
 * the element being read is kept, so a huge text elsewhere costs nothing.
 */
export class ElementText {
  /** The line of the element's start tag, for messages. */
  line = 0;
  /** The depth of the element being gathered; 0 while none is. */
  private depth = 0;
  private parts: Uint8Array[] = [];

  /** Starts gathering the element opened at `depth` (the number of open elements, itself included). */
  begin(depth: number, line: number): void {
    this.depth = depth;
    this.line = line;
    this.parts = [];
  }

  add(bytes: Uint8Array, start: number, end: number): void {
    // Copied: the scanner's buffer is valid during the call only.
    if (this.depth > 0) this.parts.push(bytes.slice(start, end));
  }

  /** Whether the element closing with `depth` open elements (itself included) is the one gathered. */
  endsAt(depth: number): boolean {
    return this.depth > 0 && this.depth === depth;
  }

  /** The text gathered, without the white space around it; gathering stops. */
  take(): Uint8Array {
    const bytes =
      this.parts.length === 1 ? (this.parts[0] ?? new Uint8Array(0)) : joinBytes(this.parts);
    this.depth = 0;
    this.parts = [];
    let start = 0;
    let end = bytes.length;
    while (start < end && isSpace(bytes[start])) start++;
    while (end > start && isSpace(bytes[end - 1])) end--;
    return bytes.subarray(start, end);
  }
}

/** An element's text as a message quotes it: entities decoded, printable and short. */
export function quoteXmlText(bytes: Uint8Array): string {
  return printableExcerpt(decodeXmlText(bytes));
}
