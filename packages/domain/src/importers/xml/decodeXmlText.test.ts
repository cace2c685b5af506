import { expect, it } from 'vitest';
import { decodeXmlText } from './decodeXmlText.js';

it('replaces predefined and numeric entities and leaves unknown ones', () => {
  const bytes = new TextEncoder().encode('Tor &amp; Åse &lt;3 &#233;&#x263A; &nbsp; &#0;');
  expect(decodeXmlText(bytes)).toBe('Tor & Åse <3 é☺ &nbsp; &#0;');
});

it('never decodes a reference to a character XML does not allow', () => {
  const references = '&#1;&#x1b;&#xD800;&#xdfff;&#xFFFE;&#x110000;&#99999999999;';
  expect(decodeXmlText(new TextEncoder().encode(references))).toBe(references);
  expect(decodeXmlText(new TextEncoder().encode('&#9;&#x1F600;'))).toBe('\t😀');
});
