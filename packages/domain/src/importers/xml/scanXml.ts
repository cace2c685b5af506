import type { XmlTag } from './XmlTag.js';
import { XmlScanner } from './XmlScanner.js';

/** Receives the elements and text of an XML document in document order. */
export interface XmlHandler {
  /** A start tag; a self-closing tag is followed at once by its endElement. */
  startElement(tag: XmlTag): void;
  endElement(localName: string, line: number): void;
  /** Character data `[start, end)` of `bytes` (entities not decoded), valid during the call. */
  text(bytes: Uint8Array, start: number, end: number, line: number): void;
}

/**
 * A small streaming XML scanner: feeds the handler tag by tag as chunks
 * arrive, never holding more than one chunk and one unfinished tag, so a
 * 100 MB GPX or TCX needs no DOM. It works on bytes (XML markup is ASCII, and UTF-8
 * never reuses ASCII bytes inside a character) and checks that tags nest, so
 * a truncated or garbled file fails with the line where it goes wrong. It
 * does not validate names, expand entities or read DTDs: track files need none.
 * `documentName` names the format in messages ('GPX', 'TCX').
 */
export async function scanXml(
  chunks: AsyncIterable<Uint8Array>,
  handler: XmlHandler,
  documentName: string,
): Promise<void> {
  const scanner = new XmlScanner(handler, documentName);
  for await (const chunk of chunks) scanner.feed(chunk);
  scanner.finish();
}
