/**
 * Where to go after signing in: `next` only when it is a path on this server.
 * '//evil.example' and '/\evil.example' are read by browsers as other hosts.
 */
export function localRedirectTarget(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines and read '\' as '/', which can hide a '//'.
  for (const char of next) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || char === '\\') return '/';
  }
  return next;
}
