import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../lib/browserLocation';
import { installFakeXhr, type FakeXhr } from './testing/fakeXhr';
import {
  CONNECTION_FAILED,
  importUploadRequest,
  UploadAbortedError,
  uploadImportFile,
  uploadOutcome,
} from './uploadImportFile';

const file = () => new File(['0123456789'], 'Ada Byrne.gpx', { type: 'application/gpx+xml' });

describe('importUploadRequest', () => {
  it('posts the file alone, as multipart `file`, with the CSRF token', () => {
    const request = importUploadRequest('imp 1', file(), {
      csrfToken: 't0k',
      timeZone: 'Europe/London',
    });
    expect(request.url).toBe('/api/imports/imp%201/files');
    expect(request.headers).toEqual({ 'X-CSRF-Token': 't0k', 'X-Time-Zone': 'Europe/London' });
    expect([...request.body.keys()]).toEqual(['file']);
    expect((request.body.get('file') as File).name).toBe('Ada Byrne.gpx');
  });
});

describe('uploadOutcome', () => {
  it('reads 201 { fileId }, a signed-out 401, and a refusal in the server’s words', () => {
    expect(uploadOutcome(201, '{"fileId":"f1"}')).toEqual({ kind: 'sent', fileId: 'f1' });
    expect(uploadOutcome(401, '{"error":"Not signed in"}')).toEqual({ kind: 'signedOut' });
    expect(uploadOutcome(400, '{"error":"An import holds at most 100 files."}')).toEqual({
      kind: 'refused',
      message: 'An import holds at most 100 files.',
    });
    expect(uploadOutcome(502, '<html>Bad gateway</html>')).toEqual({
      kind: 'refused',
      message: 'The file could not be sent (status 502).',
    });
    expect(uploadOutcome(201, '{}')).toMatchObject({ kind: 'refused' });
  });
});

describe('uploadImportFile', () => {
  let Xhr: typeof FakeXhr;
  beforeEach(() => {
    Xhr = installFakeXhr();
    document.cookie = 'touchline_csrf=abc%3D123';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'touchline_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends the file, reports the bytes sent and answers the server’s file id', async () => {
    const progress = vi.fn();
    const sent = uploadImportFile('imp1', file(), { onProgress: progress });
    const xhr = Xhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/imports/imp1/files');
    expect(xhr.headers['X-CSRF-Token']).toBe('abc=123');
    expect(xhr.file.name).toBe('Ada Byrne.gpx');
    xhr.progress(4, 10);
    xhr.progress(10, 10);
    xhr.respond(201, { fileId: 'f9' });
    await expect(sent).resolves.toBe('f9');
    expect(progress.mock.calls).toEqual([[4], [10]]);
  });

  it('throws the server’s refusal, and a failed connection, as printable text', async () => {
    const refused = uploadImportFile('imp1', file(), { onProgress: () => undefined });
    Xhr.sent[0]!.respond(413, { error: 'Ada Byrne.gpx: a file can be at most 200 MB.' });
    await expect(refused).rejects.toThrow('Ada Byrne.gpx: a file can be at most 200 MB.');

    const broken = uploadImportFile('imp1', file(), { onProgress: () => undefined });
    Xhr.sent[1]!.failConnection();
    await expect(broken).rejects.toThrow(CONNECTION_FAILED);
  });

  it('stops when asked to', async () => {
    const controller = new AbortController();
    const upload = uploadImportFile('imp1', file(), {
      onProgress: () => undefined,
      signal: controller.signal,
    });
    controller.abort();
    await expect(upload).rejects.toBeInstanceOf(UploadAbortedError);
    expect(Xhr.sent[0]!.aborted).toBe(true);
  });

  it('sends a signed-out person to sign in', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const upload = uploadImportFile('imp1', file(), { onProgress: () => undefined });
    Xhr.sent[0]!.respond(401, { error: 'Sign in first.' });
    await expect(upload).rejects.toThrow('Your session has ended: sign in again.');
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/auth\/identities\/sign_in/));
  });
});
