import { SIGN_IN_PATH } from './authPaths.js';

/**
 * Where the form posts back: this page's path and query only, so a request
 * line in absolute form ('GET http://elsewhere/api/...') cannot point it at
 * another host.
 */
export function formActionOf(url: string, fallback: string = SIGN_IN_PATH): string {
  try {
    const parsed = new URL(url, 'http://touchline.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return fallback;
  }
}
