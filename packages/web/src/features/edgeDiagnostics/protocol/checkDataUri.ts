import { DiagnosticsError } from './diagnosticsMessages';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The URI comes from a device, so chunks only go to https addresses (http
 * only on this machine, for tests): the page must not post anywhere a
 * device says.
 */
export function checkDataUri(uri: string): URL {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new DiagnosticsError(`The tracker's data URI is not a valid address: ${uri}`);
  }
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) {
    throw new DiagnosticsError(
      `Refused to send diagnostics to ${uri}: the data URI must use https.`,
    );
  }
  if (url.username || url.password) {
    throw new DiagnosticsError(
      `Refused to send diagnostics to ${url.host}: the data URI carries credentials.`,
    );
  }
  return url;
}
