import { printableExcerpt } from '../../text/printableExcerpt.js';
import { ImportError } from '../importError.js';
import type { XmlHandler } from './scanXml.js';
import { isSpace, XmlTag } from './XmlTag.js';

/**
 * A tag or text this long is not part of a track file; stop before it
 * exhausts memory (and before re-scanning it chunk after chunk costs time).
 */
const MAX_TOKEN_BYTES = 1 << 22;
/** GPX and TCX nest a few levels (extensions up to about eight); deeper is not a track file. */
const MAX_DEPTH = 256;
const LT = 60;
const GT = 62;
const NEWLINE = 10;
const COMMENT_END = [45, 45, 62]; // -->
const CDATA_END = [93, 93, 62]; // ]]>
const INSTRUCTION_END = [63, 62]; // ?>
const CDATA_START = '<![CDATA[';
const DOCTYPE_START = '<!DOCTYPE';

/** The state of scanXml between chunks: an unfinished token, the line count and the open elements. */
export class XmlScanner {
  private carry: Uint8Array | undefined;
  /** The line number at the last position asked about in the current buffer. */
  private line = 1;
  /** The first newline after that position (-1: none): counting stays linear on one-line files. */
  private nextNewline = -1;
  private readonly open: { name: string; line: number }[] = [];
  private readonly tag = new XmlTag();

  /** `documentName` names the format in messages: 'GPX', 'TCX'. */
  constructor(
    private readonly handler: XmlHandler,
    private readonly documentName: string,
  ) {}

  feed(chunk: Uint8Array): void {
    const bytes = this.carry === undefined ? chunk : concat(this.carry, chunk);
    this.carry = undefined;
    this.nextNewline = bytes.indexOf(NEWLINE);
    let position = 0;
    while (position < bytes.length) {
      const next = this.token(bytes, position);
      if (next < 0) break;
      position = next;
    }
    // Count the newlines of everything handled, also inside a token that ends the chunk.
    this.lineAt(bytes, position);
    if (position < bytes.length) {
      if (bytes.length - position > MAX_TOKEN_BYTES) {
        throw new ImportError('a tag or text longer than 4 MB: not a track file', {
          line: this.line,
        });
      }
      // Copy: the caller may reuse the chunk's buffer.
      this.carry = bytes.slice(position);
    }
  }

  finish(): void {
    const rest = this.carry;
    if (rest !== undefined && rest[0] === LT) {
      throw new ImportError('the file ends inside a tag: is it truncated?', { line: this.line });
    }
    if (rest !== undefined) {
      this.handler.text(rest, 0, rest.length, this.line);
      // Report the file's last line, past trailing blank lines.
      this.nextNewline = rest.indexOf(NEWLINE);
      this.lineAt(rest, rest.length);
    }
    const unclosed = this.open.at(-1);
    if (unclosed !== undefined) {
      const opened = this.line === unclosed.line ? '' : ` (opened on line ${unclosed.line})`;
      throw new ImportError(
        `the file ends before </${printableExcerpt(unclosed.name)}>${opened}: is it truncated?`,
        { line: this.line },
      );
    }
  }

  /** Handles the token at `p`; returns the position after it, or -1 when it is incomplete. */
  private token(b: Uint8Array, p: number): number {
    if (b[p] !== LT) {
      const lt = b.indexOf(LT, p);
      if (lt < 0) return -1;
      this.handler.text(b, p, lt, this.lineAt(b, p));
      return lt;
    }
    const second = b[p + 1];
    if (second === undefined) return -1;
    if (second === 33 /* ! */) return this.declaration(b, p);
    if (second === 63 /* ? */) return endOf(b, p + 2, INSTRUCTION_END);
    if (second === 47 /* / */) return this.endTag(b, p);
    return this.startTag(b, p);
  }

  /**
   * A comment or CDATA section. A document type declaration is refused, not
   * skipped: its entities (internal ones that expand a billion-fold, external
   * ones that read the server's files) must never be expanded, and a file that
   * relies on them cannot be read correctly without.
   */
  private declaration(b: Uint8Array, p: number): number {
    if (b.length - p < 4) return -1;
    if (b[p + 2] === 45 && b[p + 3] === 45) return endOf(b, p + 4, COMMENT_END);
    if (b.length - p < CDATA_START.length) return -1;
    if (startsWith(b, p, CDATA_START)) {
      const end = endOf(b, p + CDATA_START.length, CDATA_END);
      if (end >= 0) this.handler.text(b, p + CDATA_START.length, end - 3, this.lineAt(b, p));
      return end;
    }
    const line = this.lineAt(b, p);
    if (startsWithIgnoringCase(b, p, DOCTYPE_START)) {
      throw new ImportError(
        `${this.documentName} files with a document type declaration (DTD) are not accepted: remove the <!DOCTYPE ...> part`,
        { line },
      );
    }
    // Quote what every chunking has seen: the bytes checked above, up to a space or '>'.
    let end = p + 2;
    while (end < p + CDATA_START.length && !isSpace(b[end]) && b[end] !== GT) end++;
    const shown = printableExcerpt(nameDecoder.decode(b.subarray(p, end)), 20);
    throw new ImportError(`markup '${shown}' is not allowed in a ${this.documentName} file`, {
      line,
    });
  }

  private endTag(b: Uint8Array, p: number): number {
    const gt = b.indexOf(GT, p);
    if (gt < 0) return -1;
    const line = this.lineAt(b, p);
    let end = gt;
    while (end > p + 2 && isSpace(b[end - 1])) end--;
    const name = asciiName(b, p + 2, end);
    const top = this.open.pop();
    if (top === undefined) {
      throw new ImportError(`</${printableExcerpt(name)}> closes no open element`, { line });
    }
    if (top.name !== name) {
      throw new ImportError(
        `</${printableExcerpt(name)}> does not close <${printableExcerpt(top.name)}> ` +
          `opened on line ${top.line}`,
        { line },
      );
    }
    this.handler.endElement(localPart(name), line);
    return gt + 1;
  }

  private startTag(b: Uint8Array, p: number): number {
    // Find the closing '>' outside quoted attribute values.
    let quote = 0;
    let gt = -1;
    for (let i = p + 1; i < b.length; i++) {
      const c = b[i];
      if (quote !== 0) {
        if (c === quote) quote = 0;
      } else if (c === 34 || c === 39) quote = c;
      else if (c === GT) {
        gt = i;
        break;
      }
    }
    if (gt < 0) return -1;
    const line = this.lineAt(b, p);
    let nameEnd = p + 1;
    while (nameEnd < gt && !isSpace(b[nameEnd]) && b[nameEnd] !== 47 /* / */) nameEnd++;
    if (nameEnd === p + 1) throw new ImportError('a tag without a name', { line });
    const name = asciiName(b, p + 1, nameEnd);
    const selfClosing = b[gt - 1] === 47;
    const tag = this.tag;
    tag.bytes = b;
    tag.localName = localPart(name);
    tag.attributesStart = nameEnd;
    tag.attributesEnd = selfClosing ? gt - 1 : gt;
    tag.selfClosing = selfClosing;
    tag.line = line;
    this.handler.startElement(tag);
    if (selfClosing) this.handler.endElement(tag.localName, line);
    else if (this.open.length === MAX_DEPTH) {
      throw new ImportError(`elements nested deeper than ${MAX_DEPTH} levels: not a track file`, {
        line,
      });
    } else this.open.push({ name, line });
    return gt + 1;
  }

  /** The line number at `position`, counting newlines since the last call. */
  private lineAt(b: Uint8Array, position: number): number {
    while (this.nextNewline >= 0 && this.nextNewline < position) {
      this.line++;
      this.nextNewline = b.indexOf(NEWLINE, this.nextNewline + 1);
    }
    return this.line;
  }
}

/** The position after `terminator`, searched from `from`; -1 when it is not there yet. */
function endOf(b: Uint8Array, from: number, terminator: readonly number[]): number {
  const first = terminator[0] ?? 0;
  for (let i = b.indexOf(first, from); i >= 0; i = b.indexOf(first, i + 1)) {
    if (terminator.every((byte, k) => b[i + k] === byte)) return i + terminator.length;
  }
  return -1;
}

function startsWith(b: Uint8Array, p: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (b[p + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** `text` in ASCII letters of any case: XML spells DOCTYPE in capitals, careless writers do not. */
function startsWithIgnoringCase(b: Uint8Array, p: number, text: string): boolean {
  const lower = text.toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    const c = b[p + i] ?? 0;
    if ((c >= 65 && c <= 90 ? c + 32 : c) !== lower.charCodeAt(i)) return false;
  }
  return true;
}

const nameDecoder = new TextDecoder();

/** A tag name as a string; plain ASCII names skip the decoder. */
function asciiName(b: Uint8Array, start: number, end: number): string {
  let name = '';
  for (let i = start; i < end; i++) {
    const c = b[i] ?? 0;
    if (c >= 128) return nameDecoder.decode(b.subarray(start, end));
    name += String.fromCharCode(c);
  }
  return name;
}

function localPart(name: string): string {
  const colon = name.lastIndexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function concat(head: Uint8Array, chunk: Uint8Array): Uint8Array {
  const joined = new Uint8Array(head.length + chunk.length);
  joined.set(head);
  joined.set(chunk, head.length);
  return joined;
}
