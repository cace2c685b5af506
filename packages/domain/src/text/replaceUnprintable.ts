/** Appended where text was cut short. */
export const ELLIPSIS = '...';

/**
 * `text` with every character that cannot be stored or shown as it is
 * replaced by `show(code)`, and cut to `maxChars` characters (an ellipsis
 * included). Unprintable are C0 and C1 control characters (NUL among them:
 * PostgreSQL refuses it in text and JSON), DEL, line and paragraph
 * separators, bidirectional overrides (they make a file name read backwards)
 * and lone surrogates (UTF-16 halves that are not valid UTF-8, shown as
 * U+FFFD). Reads only as far as the result needs, so a megabyte of input
 * costs no more than `maxChars` of it.
 */
export function replaceUnprintable(
  text: string,
  maxChars: number,
  show: (code: number) => string,
): string {
  const pieces: string[] = [];
  let length = 0;
  // Where the result stood when there was still room for the ellipsis.
  let piecesBeforeLimit = 0;
  const limit = Math.max(0, maxChars - ELLIPSIS.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let piece: string;
    // Characters, not UTF-16 units: a surrogate pair is one character.
    let pieceLength = 1;
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) {
      piece = text.slice(i, i + 2);
      i++;
    } else if (isHighSurrogate(code) || isLowSurrogate(code)) piece = '\uFFFD';
    else if (isUnprintable(code)) {
      piece = show(code);
      pieceLength = piece.length;
    } else piece = text[i] ?? '';
    if (length + pieceLength > maxChars) {
      return pieces.slice(0, piecesBeforeLimit).join('') + ELLIPSIS.slice(0, maxChars);
    }
    pieces.push(piece);
    length += pieceLength;
    if (length <= limit) piecesBeforeLimit = pieces.length;
  }
  return pieces.join('');
}

function isUnprintable(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
