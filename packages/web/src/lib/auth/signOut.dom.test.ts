import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../browserLocation';
import { signOut } from './signOut';

describe('signOut', () => {
  afterEach(() => {
    document.cookie = 'touchline_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('deletes the session with the CSRF token and goes to sign-in', async () => {
    document.cookie = 'touchline_csrf=abc%3D123';
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await signOut();

    expect(fetchMock).toHaveBeenCalledWith('/api/auth/identities/sign_out', {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { 'X-CSRF-Token': 'abc=123' },
    });
    expect(logged).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/auth\/identities\/sign_in\?next=/),
    );
    vi.unstubAllGlobals();
  });

  it('logs any other status and still goes to sign-in', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 500 })));
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await signOut();

    expect(logged).toHaveBeenCalledWith('Sign out failed with status 500');
    expect(assign).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
