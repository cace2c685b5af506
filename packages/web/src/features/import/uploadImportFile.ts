import { csrfToken } from '../../lib/auth/csrfToken';
import { redirectToSignIn } from '../../lib/auth/signInUrl';
import { browserTimeZone } from '../../lib/timeZone';

/** What is sent for one file (docs/product/importing.md §2): multipart, one `file` field. */
export interface ImportUploadRequest {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

export function importUploadRequest(
  importId: string,
  file: File,
  headers: { csrfToken: string; timeZone: string },
): ImportUploadRequest {
  const body = new FormData();
  body.append('file', file, file.name);
  return {
    url: `/api/imports/${encodeURIComponent(importId)}/files`,
    // The double-submit CSRF token, as every other state-changing request sends it.
    headers: { 'X-CSRF-Token': headers.csrfToken, 'X-Time-Zone': headers.timeZone },
    body,
  };
}

export type UploadOutcome =
  { kind: 'sent'; fileId: string } | { kind: 'signedOut' } | { kind: 'refused'; message: string };

/** What the server's answer means: 201 `{ fileId }`, 401, or a refusal `{ error }` in its words. */
export function uploadOutcome(status: number, responseText: string): UploadOutcome {
  let body: unknown = null;
  try {
    body = JSON.parse(responseText);
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const field = (name: string) =>
    typeof body === 'object' && body !== null && name in body
      ? (body as Record<string, unknown>)[name]
      : undefined;
  const fileId = field('fileId');
  if (status === 201 && typeof fileId === 'string') return { kind: 'sent', fileId };
  if (status === 401) return { kind: 'signedOut' };
  const error = field('error');
  return {
    kind: 'refused',
    message:
      typeof error === 'string' && error ? error : `The file could not be sent (status ${status}).`,
  };
}

/** An upload the person stopped (Remove while it was being sent). */
export class UploadAbortedError extends Error {
  constructor() {
    super('The upload was stopped.');
  }
}

export const CONNECTION_FAILED = 'The file could not be sent: the connection to Touchline failed.';

/**
 * Sends one file to an import with XMLHttpRequest, whose upload reports the bytes sent as
 * they go (fetch cannot): `onProgress(sentBytes)`. Answers the server's file id; throws the
 * server's refusal as printable text, or UploadAbortedError when `signal` stops it.
 */
export function uploadImportFile(
  importId: string,
  file: File,
  { onProgress, signal }: { onProgress: (sentBytes: number) => void; signal?: AbortSignal },
): Promise<string> {
  const request = importUploadRequest(importId, file, {
    csrfToken: csrfToken(),
    timeZone: browserTimeZone(),
  });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const outcome = uploadOutcome(xhr.status, xhr.responseText);
      if (outcome.kind === 'sent') resolve(outcome.fileId);
      else if (outcome.kind === 'refused') reject(new Error(outcome.message));
      else {
        redirectToSignIn();
        reject(new Error('Your session has ended: sign in again.'));
      }
    };
    xhr.onerror = () => reject(new Error(CONNECTION_FAILED));
    xhr.onabort = () => reject(new UploadAbortedError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
