/** Characters some file system refuses in a name. */
const RESERVED = new Set(['\\', '/', ':', '*', '?', '"', '<', '>', '|']);

/** A piece of a file name: reserved and control characters become spaces. */
export function safePiece(piece: string): string {
  const safe = Array.from(piece, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return RESERVED.has(char) || code < 0x20 || code === 0x7f ? ' ' : char;
  }).join('');
  return safe.replace(/\s+/g, ' ').trim();
}
