// multipart/form-data written byte by byte, so a benchmark can send what a
// careless or hostile client would: any file name bytes, a body without its
// closing boundary, thousands of fields.
import { randomBytes } from 'node:crypto';

const CRLF = '\r\n';

/**
 * `parts`: `{ name, value }` text fields and `{ name, fileName, content }` files,
 * in order. `fileName` may be a string or raw bytes (sent as they are, e.g. a
 * NUL). `unclosed` leaves out the closing boundary.
 */
export function multipartBody(parts, { unclosed = false } = {}) {
  const boundary = `----touchline-bench-${randomBytes(12).toString('hex')}`;
  const chunks = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(`--${boundary}${CRLF}content-disposition: form-data; name="${part.name}"`),
    );
    if (part.content === undefined) {
      chunks.push(Buffer.from(`${CRLF}${CRLF}${part.value}${CRLF}`));
      continue;
    }
    chunks.push(
      Buffer.from('; filename="'),
      Buffer.from(part.fileName),
      Buffer.from(`"${CRLF}content-type: application/octet-stream${CRLF}${CRLF}`),
      Buffer.from(part.content.buffer, part.content.byteOffset, part.content.byteLength),
      Buffer.from(CRLF),
    );
  }
  if (!unclosed) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
