const decoder = new TextDecoder();
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** UTF-8 character data with XML's predefined and numeric entities replaced. */
export function decodeXmlText(bytes: Uint8Array): string {
  return decoder.decode(bytes).replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body] ?? entity;
  });
}
