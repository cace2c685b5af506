const decoder = new TextDecoder();
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * UTF-8 character data with XML's predefined and numeric entities replaced.
 * Nothing else is expanded: an undefined entity (`&xxe;`, declared in a DTD
 * the scanner refuses) stays as written, and so does a numeric reference to a
 * character XML does not allow (NUL, other controls, a surrogate half): no
 * reference can put one into a track's name.
 */
export function decodeXmlText(bytes: Uint8Array): string {
  return decoder.decode(bytes).replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return isXmlChar(code) ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body] ?? entity;
  });
}

/** XML 1.0's Char production. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}
