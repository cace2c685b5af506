import { describe, expect, it } from 'vitest';
import { localRedirectTarget } from '../src/auth/localRedirect.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { jsonForHtml } from '../src/http/clientConfig.js';
import { timeZoneOf } from '../src/http/timeZone.js';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({}, '/srv/touchline');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/touchline/.touchline',
      databaseUrl: null,
      analyticsUrl: null,
      cookieSecure: false,
      demo: true,
      mail: { smtpUrl: null, publicUrl: 'http://localhost:3000' },
    });
  });

  it('turns the demo world off, and names an SMTP server for invites', () => {
    const config = loadConfig({ TOUCHLINE_DEMO: 'off', SMTP_URL: 'smtp://mail.example:587' });
    expect(config.demo).toBe(false);
    expect(config.mail.smtpUrl).toBe('smtp://mail.example:587');
  });

  it.each([
    [{ PORT: '99999' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ ANALYTICS_URL: 'not a url' }, /ANALYTICS_URL/],
    [{ COOKIE_SECURE: 'maybe' }, /COOKIE_SECURE/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SMTP_URL: 'mail.example' }, /SMTP_URL/],
    [{ PUBLIC_URL: 'touchline.example' }, /PUBLIC_URL/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('localRedirectTarget', () => {
  it.each([
    ['/clubs', '/clubs'],
    ['/sessions/1?tab=Details#x', '/sessions/1?tab=Details#x'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [undefined, '/'],
  ])('%j -> %j', (next, expected) => {
    expect(localRedirectTarget(next)).toBe(expected);
  });
});

describe('jsonForHtml', () => {
  it('cannot close the script element it sits in', () => {
    const json = jsonForHtml({ text: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- & \u2028' });
  });
});

describe('timeZoneOf', () => {
  it('keeps IANA zones and falls back to UTC', () => {
    expect(timeZoneOf('Australia/Sydney')).toBe('Australia/Sydney');
    expect(timeZoneOf('Not/AZone')).toBe('UTC');
    expect(timeZoneOf(undefined)).toBe('UTC');
  });
});
