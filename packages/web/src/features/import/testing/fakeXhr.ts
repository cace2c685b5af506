import { vi } from 'vitest';

/**
 * An XMLHttpRequest that sends nothing (jsdom has no network): a test reads what it was
 * given and answers for the server, reporting upload progress as a browser does.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser reports `loaded` bytes of the body sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  failConnection() {
    this.onerror?.();
  }

  /** The file of the request's one `file` field. */
  get file(): File {
    return this.body?.get('file') as File;
  }
}

/** Puts FakeXhr in the place of the browser's XMLHttpRequest for the test. */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
