import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN, signIn, startTestApp, type TestApp } from './support/testApp.js';

let testApp: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'touchline-web-'));
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><!--touchline-config--></head><body>app</body></html>',
  );
  await writeFile(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  testApp = await startTestApp({
    env: { TOUCHLINE_WEB_DIR: webDir, ANALYTICS_URL: 'http://analytics.example:8080/views' },
  });
});
afterAll(async () => {
  await testApp.close();
  await rm(webDir, { recursive: true, force: true });
});

/** The policy's directives by name. */
function directives(policy: unknown): Map<string, string> {
  return new Map(
    String(policy)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}

describe('the web app’s pages', () => {
  it.each(['/', '/index.html', '/dashboard', '/sessions/42?tab=Details', '/%61pi-looking/page'])(
    '%s carries the app policy and cannot be framed',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const policy = directives(response.headers['content-security-policy']);
      expect(Object.fromEntries(policy)).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
      // Same origin (the websocket included), tracker destinations, and a plain-http analytics host.
      expect(policy.get('connect-src')?.split(' ')).toEqual(
        expect.arrayContaining(["'self'", 'https:', 'http://analytics.example:8080']),
      );
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    },
  );

  it('no script of the page runs inline: the runtime configuration is data', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dashboard' });
    const scripts = response.body.match(/<script[^>]*>/g) ?? [];
    for (const script of scripts) expect(script).toContain('type="application/json"');
  });
});

describe('the sign-in page', () => {
  it('keeps its own stricter policy, frame-ancestors included', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: SIGN_IN });
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('form-action')).toBe("'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('everything else', () => {
  it.each([
    ['a hashed script', 'GET', '/assets/index-abc123.js'],
    ['the icon', 'GET', '/favicon.svg'],
    ['a 401', 'POST', '/api/graphql'],
    ['a 404', 'GET', '/api/nothing-here'],
    ['an encoded API 404', 'GET', '/%61pi/nothing-here'],
  ])('%s carries nosniff and frame-ancestors', async (_what, method, url) => {
    const response = await testApp.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { payload: { query: '{ __typename }' } } : {}),
    });
    expect(response.statusCode).toBeLessThan(500);
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('default-src')).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an API answer (JSON) of a signed-in person too', async () => {
    const coach = await signIn(testApp.app, 'coach@touchline.test');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ currentPerson { name } }' },
      headers: coach.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toBe(
      "'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an encoded API path gets the API’s 404, not the app page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/%61pi/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });
});
