// Longer than any link of ours; a longer `next` is not worth carrying along.
const MAX_NEXT_LENGTH = 2048;

/**
 * Where to go after signing in: `next` only when it is a path on this server,
 * percent-encoded where it is not plain printable ASCII, so it always fits
 * in a Location header. '//evil.example' and '/\evil.example' are read by
 * browsers as other hosts.
 */
export function localRedirectTarget(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_NEXT_LENGTH) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  let target = '';
  for (const char of next) {
    const code = char.codePointAt(0) ?? 0;
    // Browsers drop tabs and newlines and read '\' as '/', which can hide a '//'.
    if (code < 0x20 || code === 0x7f || char === '\\') return '/';
    // A lone surrogate (half a character) cannot be encoded.
    if (code >= 0xd800 && code <= 0xdfff) return '/';
    target += code > 0x20 && code < 0x7f ? char : encodeURIComponent(char);
  }
  return target;
}
