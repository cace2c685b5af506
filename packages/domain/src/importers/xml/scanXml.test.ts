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
  await scanXml(chunksOf(xml, chunkSize), handler, 'GPX');
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
<?processing instruction?>
<a:root xmlns:a="urn:a" id='1 > 0'>
  <!-- <not-a-tag> -->
  <child id="ü"/><other>text <![CDATA[<raw>]]></other>
</a:root >
`;

describe('scanXml', () => {
  it('reports elements, attributes, text and lines, skipping instructions and comments', async () => {
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

  it('counts the lines inside a tag that ends a chunk', async () => {
    // The first tag spans lines 1-2 and ends with the first chunk of 9 bytes.
    const xml = '<a\nx="1">\n</b>';
    for (const size of [xml.length, 9, 1]) {
      await expect(events(xml, size)).rejects.toThrow('line 3: </b> does not close <a>');
    }
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

  it('refuses a document type declaration instead of expanding its entities', async () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<gpx>&xxe;</gpx>`;
    const refusal =
      'line 2: GPX files with a document type declaration (DTD) are not accepted: remove the <!DOCTYPE ...> part';
    expect(await problem(xxe)).toBe(refusal);
    for (const size of [1, 5]) {
      await expect(events(xxe, size)).rejects.toThrow(refusal);
    }
    expect(await problem('<!doctype gpx><gpx/>')).toMatch(/document type declaration/);
    expect(await problem('<a><!ENTITY x "y"></a>')).toBe(
      "line 1: markup '<!ENTITY' is not allowed in a GPX file",
    );
  });

  it('quotes element names short and printable, and refuses deep nesting', async () => {
    expect(await problem(`<a>\n</b\u0000${'c'.repeat(100)}>`)).toBe(
      `line 2: </b\\u0000${'c'.repeat(30)}...> does not close <a> opened on line 1`,
    );
    expect(await problem('<a>'.repeat(300))).toBe(
      'line 1: elements nested deeper than 256 levels: not a track file',
    );
  });
});
