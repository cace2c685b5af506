import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_WORKER_FILE } from '../src/http/webApp.js';
import { startTestApp, type TestApp } from './support/testApp.js';

let testApp: TestApp;
/** The test apps' stand-in web app (support/testApp.ts). */
const webDir = join(tmpdir(), 'touchline-test-web');
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

  it('serves the manifest and the service worker of the installable app with their types', async () => {
    // Stand-ins for the build's files (the test apps share one stand-in web app).
    await mkdir(join(webDir, 'icons'), { recursive: true });
    await writeFile(join(webDir, 'manifest.webmanifest'), '{"name":"Touchline"}');
    await writeFile(join(webDir, SERVICE_WORKER_FILE), 'self.skipWaiting();');
    const manifest = await testApp.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const worker = await testApp.app.inject({ method: 'GET', url: `/${SERVICE_WORKER_FILE}` });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    // Checked for a new version on every visit; allowed to fetch this origin and nothing else.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
    );
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
