import { describe, expect, it } from 'vitest';
import { ImportError } from '../importError.js';
import { chunksOf } from '../testing/chunksOf.js';
import { scanXml, type XmlHandler } from './scanXml.js';

const decoder = new TextDecoder();

/** The scanner's events as readable strings. */
async function events(xml: string, chunkSize = 4096): Promise<string[]> {
  const seen: string[] = [];
  const handler: XmlHandler = {
    startElement: (tag) =>
      seen.push(
        `<${tag.localName}${tag.selfClosing ? '/' : ''} id=${tag.attributeText('id')} @${tag.line}`,
      ),
    endElement: (name, line) => seen.push(`</${name} @${line}`),
    text: (bytes, start, end) => {
      const text = decoder.decode(bytes.subarray(start, end)).trim();
      if (text !== '') seen.push(text);
    },
  };
  await scanXml(chunksOf(xml, chunkSize), handler);
  return seen;
}

async function problem(xml: string): Promise<string> {
  try {
    await events(xml);
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
}

const sample = `<?xml version="1.0"?>
<!DOCTYPE gpx [<!ENTITY x "y">]>
<a:root xmlns:a="urn:a" id='1 > 0'>
  <!-- <not-a-tag> -->
  <child id="ü"/><other>text <![CDATA[<raw>]]></other>
</a:root >
`;

describe('scanXml', () => {
  it('reports elements, attributes, text and lines, skipping declarations and comments', async () => {
    expect(await events(sample)).toEqual([
      '<root id=1 > 0 @3',
      '<child/ id=ü @5',
      '</child @5',
      '<other id=undefined @5',
      'text',
      '<raw>',
      '</other @5',
      '</root @6',
    ]);
  });

  it('gives the same events for any chunk size', async () => {
    const whole = await events(sample);
    for (const size of [1, 2, 3, 7]) expect(await events(sample, size)).toEqual(whole);
  });

  it('rejects tags that do not nest', async () => {
    expect(await problem('<a>\n<b></a>')).toBe('line 2: </a> does not close <b> opened on line 2');
    expect(await problem('<a/></a>')).toBe('line 1: </a> closes no open element');
    expect(await problem('<a>\n<b>\n')).toBe(
      'line 3: the file ends before </b> (opened on line 2): is it truncated?',
    );
    expect(await problem('<a>\n<b x="1')).toBe(
      'line 2: the file ends inside a tag: is it truncated?',
    );
    expect(await problem('<a>< b/></a>')).toBe('line 1: a tag without a name');
  });
});
