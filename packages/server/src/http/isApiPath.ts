/**
 * Whether a request is for the API however its path is spelled: the router
 * decodes '/%61pi/...' and reads an absolute-form 'http://host/api/...' as
 * '/api/...', and so must this.
 */
export function isApiPath(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  try {
    path = new URL(url, 'http://touchline.invalid').pathname;
    path = decodeURIComponent(path);
  } catch {
    // Not decodable: the spelling as it came is all there is to judge.
  }
  return path === '/api' || path.startsWith('/api/');
}
