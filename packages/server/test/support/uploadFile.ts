import type { FastifyInstance } from 'fastify';
import type { Session } from './testApp.js';

/** A multipart/form-data body as a browser builds it: text fields, then the file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; content: Uint8Array | string },
) {
  const boundary = `----touchline${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/uploads as the signed-in browser (cookie and CSRF header), or anonymously. */
export function postUpload(
  app: FastifyInstance,
  session: Session | null,
  fields: Record<string, string>,
  file?: { name: string; content: Uint8Array | string },
) {
  const { payload, contentType } = multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...(session?.headers ?? {}), 'content-type': contentType },
  });
}
