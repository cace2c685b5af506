import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportErrorMessage } from '../../lib/exportErrorMessage';
import { downloadExport, exportFileName } from './downloadExport';

describe('exportFileName', () => {
  it('prefers the encoded filename* of Content-Disposition', () => {
    expect(
      exportFileName(
        `attachment; filename="match.csv"; filename*=UTF-8''Match%20v%20Rovers.csv`,
        '/x/metrics.csv',
      ),
    ).toBe('Match v Rovers.csv');
  });

  it('reads a quoted or bare filename', () => {
    expect(exportFileName('attachment; filename="whole match.csv"', '/x/a.csv')).toBe(
      'whole match.csv',
    );
    expect(exportFileName('attachment; filename=distances.csv', '/x/a.csv')).toBe('distances.csv');
  });

  it("falls back to the URL's file", () => {
    expect(exportFileName(null, '/api/export/match_sessions/1/distances.csv?period=0')).toBe(
      'distances.csv',
    );
  });
});

describe('exportErrorMessage', () => {
  it("reads the server's JSON message", async () => {
    const response = new Response(JSON.stringify({ errors: [{ message: 'Not allowed' }] }), {
      status: 403,
    });
    expect(await exportErrorMessage(response)).toBe('Not allowed');
  });

  it('reads the upload-style { error } body', async () => {
    const response = new Response(JSON.stringify({ error: 'Session not found' }), { status: 404 });
    expect(await exportErrorMessage(response)).toBe('Session not found');
  });

  it('names the status when the body is not JSON', async () => {
    const response = new Response('<html>Bad gateway</html>', {
      status: 502,
      statusText: 'Bad Gateway',
    });
    expect(await exportErrorMessage(response)).toBe('The download failed (502 Bad Gateway).');
  });
});

describe('downloadExport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("saves the body under the server's file name", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response('a,b\n1,2\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="match.csv"' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:match');
    // jsdom has no object URLs.
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });

    await downloadExport('/api/export/match_sessions/1/metrics.csv?period=0');

    expect(fetchMock).toHaveBeenCalledWith('/api/export/match_sessions/1/metrics.csv?period=0', {
      credentials: 'same-origin',
    });
    expect(clicks).toEqual([{ href: 'blob:match', download: 'match.csv' }]);
  });

  it("throws with the server's message when refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ errors: [{ message: 'Not allowed' }] }), { status: 403 }),
        ),
      ),
    );
    await expect(downloadExport('/api/export/x.csv')).rejects.toThrow('Not allowed');
  });
});
