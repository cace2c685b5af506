const encoder = new TextEncoder();

/**
 * Feeds `content` to a parser in chunks of `size` bytes, each chunk a fresh
 * copy so that a parser keeping a reference to a chunk is caught by tests.
 */
export async function* chunksOf(
  content: Uint8Array | string,
  size: number,
): AsyncGenerator<Uint8Array> {
  const bytes = typeof content === 'string' ? encoder.encode(content) : content;
  for (let start = 0; start < bytes.length; start += size) {
    yield await Promise.resolve(bytes.slice(start, start + size));
  }
}
