export const CSRF_COOKIE = 'touchline_csrf';

/** The value of the server's CSRF cookie, echoed back in `X-CSRF-Token`. */
export function csrfToken(cookies: string = document.cookie): string {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return '';
}
