import { expect, it } from 'vitest';
import { decodeXmlText } from './decodeXmlText.js';

it('replaces predefined and numeric entities and leaves unknown ones', () => {
  const bytes = new TextEncoder().encode('Tor &amp; Åse &lt;3 &#233;&#x263A; &nbsp; &#0;');
  expect(decodeXmlText(bytes)).toBe('Tor & Åse <3 é☺ &nbsp; &#0;');
});
