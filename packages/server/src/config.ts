import { isAbsolute, resolve } from 'node:path';
import { TouchlineError } from './errors/TouchlineError.js';
import { parseSigningKey, SigningKeyError } from './modules/diagnostics/index.js';
import { defaultWebDir } from './paths.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/** Everything the server reads from its environment, parsed once at the edge. */
export interface Config {
  port: number;
  host: string;
  /** Where the embedded PGlite database lives; unused when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server; when null the embedded PGlite database is used. */
  databaseUrl: string | null;
  supportPhone: string;
  supportEmail: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** Page views are sent here when set; otherwise analytics is a no-op. */
  analyticsUrl: string | null;
  /** Demo data: where the demo organisation's staff manage billing. */
  demoPortalUrl: string;
  logLevel: LogLevel;
  webDir: string;
  /** Set when the server sits behind https, so cookies carry Secure. */
  cookieSecure: boolean;
  /** Run the processing jobs in the API process (default); off when `touchline worker` runs them. */
  workers: boolean;
  /** Ed25519 key that signs tracker unlocks; null: a development key in the data directory. */
  diagnosticsSigningKey: string | null;
  /** Answer GraphQL introspection and suggest names in errors (development tools); off by default. */
  graphqlIntrospection: boolean;
  /** Where invites are e-mailed from and how their links begin. */
  mail: MailConfig;
  /** Create the demo world in an empty database (default); off: the first-run page instead. */
  demo: boolean;
  /** Web Push of notifications: only when the VAPID keys are set. */
  push: PushConfig | null;
}

/** The server's VAPID identity for Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: address push services may contact. */
  subject: string;
}

/** Sending invites by e-mail: only when an SMTP server is named. */
export interface MailConfig {
  /** e.g. smtp://user:password@mail.example:587; null: nothing is sent. */
  smtpUrl: string | null;
  from: string;
  /** The address people open Touchline at, which links in e-mails begin with. */
  publicUrl: string;
}

/** A bad environment variable, worded for the person starting the server: CONFIG_INVALID. */
export class ConfigError extends TouchlineError<'CONFIG_INVALID'> {
  override name = 'ConfigError';
  constructor(problem: string) {
    super('CONFIG_INVALID', problem);
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function optionalText(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}".`);
  }
  return value;
}

function port(env: Env): number {
  const raw = text(env, 'PORT', '3000');
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 0 || value > 65535) {
    throw new ConfigError(`PORT must be a number from 0 to 65535, got "${raw}".`);
  }
  return value;
}

function flag(env: Env, name: string, fallback = false): boolean {
  const raw = text(env, name, String(fallback)).toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

function logLevel(env: Env): LogLevel {
  const raw = text(env, 'LOG_LEVEL', 'info').toLowerCase();
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  return level;
}

function databaseUrl(env: Env): string | null {
  const value = optionalText(env, 'DATABASE_URL');
  if (value === null) return null;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  return value;
}

function signingKey(env: Env): string | null {
  const value = optionalText(env, 'DIAGNOSTICS_SIGNING_KEY');
  if (value === null) return null;
  try {
    parseSigningKey(value);
  } catch (error) {
    if (error instanceof SigningKeyError) throw new ConfigError(error.message);
    throw error;
  }
  return value;
}

function smtpUrl(env: Env): string | null {
  const value = optionalText(env, 'SMTP_URL');
  if (value !== null && !/^smtps?:\/\//.test(value)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://.');
  }
  return value;
}

function pushConfig(env: Env): PushConfig | null {
  const publicKey = optionalText(env, 'VAPID_PUBLIC_KEY');
  const privateKey = optionalText(env, 'VAPID_PRIVATE_KEY');
  const subject = optionalText(env, 'VAPID_SUBJECT');
  if (!publicKey && !privateKey && !subject) return null;
  if (!publicKey || !privateKey || !subject) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are set together.',
    );
  }
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new ConfigError('VAPID_SUBJECT must start with mailto: or https://.');
  }
  return { publicKey, privateKey, subject };
}

function directory(cwd: string, value: string): string {
  return isAbsolute(value) ? value : resolve(cwd, value);
}

/** Reads the configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const analyticsUrl = optionalText(env, 'ANALYTICS_URL');
  return {
    port: port(env),
    // Loopback by default: a fresh install is not exposed to the network until
    // the operator says so (HOST=0.0.0.0 in a container or behind a proxy).
    host: text(env, 'HOST', '127.0.0.1'),
    dataDir: directory(cwd, text(env, 'TOUCHLINE_DATA_DIR', '.touchline')),
    databaseUrl: databaseUrl(env),
    supportPhone: text(env, 'SUPPORT_PHONE', '+44 20 3318 4960'),
    supportEmail: text(env, 'SUPPORT_EMAIL', 'support@touchline.test'),
    appStoreUrl: httpUrl(
      'APP_STORE_URL',
      text(env, 'APP_STORE_URL', 'https://apps.apple.com/app/touchline/id0000000000'),
    ),
    playStoreUrl: httpUrl(
      'PLAY_STORE_URL',
      text(env, 'PLAY_STORE_URL', 'https://play.google.com/store/apps/details?id=test.touchline'),
    ),
    analyticsUrl: analyticsUrl === null ? null : httpUrl('ANALYTICS_URL', analyticsUrl),
    demoPortalUrl: httpUrl(
      'DEMO_PORTAL_URL',
      text(env, 'DEMO_PORTAL_URL', 'https://billing.touchline.test/portal'),
    ),
    logLevel: logLevel(env),
    webDir: directory(cwd, text(env, 'TOUCHLINE_WEB_DIR', defaultWebDir)),
    cookieSecure: flag(env, 'COOKIE_SECURE'),
    workers: flag(env, 'TOUCHLINE_WORKERS', true),
    diagnosticsSigningKey: signingKey(env),
    graphqlIntrospection: flag(env, 'GRAPHQL_INTROSPECTION'),
    mail: {
      smtpUrl: smtpUrl(env),
      from: text(env, 'MAIL_FROM', 'Touchline <no-reply@touchline.test>'),
      publicUrl: httpUrl('PUBLIC_URL', text(env, 'PUBLIC_URL', `http://localhost:${port(env)}`)),
    },
    demo: flag(env, 'TOUCHLINE_DEMO', true),
    push: pushConfig(env),
  };
}
