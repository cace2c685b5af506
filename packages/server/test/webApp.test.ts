import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({
    env: { SUPPORT_PHONE: '+44 1234 </script><script>alert(1)</script>' },
  });
});
afterAll(() => testApp.close());

describe('the built web app', () => {
  it('serves index.html for app routes with the runtime configuration injected', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sessions/42' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const match = /<script id="touchline-config" type="application\/json">(.*?)<\/script>/.exec(
      response.body,
    );
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual({
      supportPhone: '+44 1234 </script><script>alert(1)</script>',
      supportEmail: 'support@touchline.test',
      appStoreUrl: expect.stringMatching(/^https:\/\//) as unknown,
      playStoreUrl: expect.stringMatching(/^https:\/\//) as unknown,
      analyticsUrl: null,
    });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.cookies.some((cookie) => cookie.name === 'touchline_csrf')).toBe(true);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });
});

describe('without a web build', () => {
  it('answers / with 503 and keeps the API working', async () => {
    const bare = await startTestApp({ env: { TOUCHLINE_WEB_DIR: '/nonexistent/touchline-web' } });
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      const signIn = await bare.app.inject({ method: 'GET', url: '/api/auth/identities/sign_in' });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
