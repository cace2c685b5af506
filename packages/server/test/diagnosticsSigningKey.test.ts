import { createPublicKey, generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { DiagnosticsSigner } from '../src/modules/diagnostics/DiagnosticsSigner.js';
import {
  DEVELOPMENT_KEY_FILE,
  developmentSigningKey,
  formatPublicKey,
  parseSigningKey,
} from '../src/modules/diagnostics/signingKey.js';
import { runCli } from './support/runCli.js';

const tempDir = () => mkdtemp(join(tmpdir(), 'touchline-signing-key-'));

function ed25519Pem() {
  const { privateKey } = generateKeyPairSync('ed25519');
  return { privateKey, pem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() };
}

describe('DIAGNOSTICS_SIGNING_KEY', () => {
  it('takes a PKCS#8 PEM, also with its newlines written as \\n', async () => {
    const { privateKey, pem } = ed25519Pem();
    for (const value of [pem, pem.trim().replaceAll('\n', '\\n')]) {
      const signer = new DiagnosticsSigner({ diagnosticsSigningKey: value, dataDir: '/nowhere' });
      const message = randomBytes(40);
      expect(verify(null, message, createPublicKey(privateKey), await signer.sign(message))).toBe(
        true,
      );
    }
  });

  it('takes the base64 of the 32-byte seed', () => {
    const { privateKey } = ed25519Pem();
    const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
    const parsed = parseSigningKey(seed.toString('base64'));
    expect(formatPublicKey(parsed, 'hex')).toBe(formatPublicKey(privateKey, 'hex'));
  });

  it('refuses anything else with a message naming the variable', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    for (const [value, message] of [
      ['secret', 'DIAGNOSTICS_SIGNING_KEY must be an Ed25519 private key'],
      [randomBytes(16).toString('base64'), 'DIAGNOSTICS_SIGNING_KEY must be an Ed25519'],
      [rsa, 'DIAGNOSTICS_SIGNING_KEY is a rsa key, not Ed25519.'],
      ['-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----', 'could not be read'],
    ] as const) {
      expect(() => loadConfig({ DIAGNOSTICS_SIGNING_KEY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ DIAGNOSTICS_SIGNING_KEY: value })).toThrow(message);
    }
  });
});

describe('the development key', () => {
  it('is created once, private to its owner, even when asked for at the same time', async () => {
    const dataDir = join(await tempDir(), 'nested');
    const keys = await Promise.all(Array.from({ length: 6 }, () => developmentSigningKey(dataDir)));
    const publicKeys = new Set(keys.map((key) => formatPublicKey(key, 'base64')));
    expect(publicKeys.size).toBe(1);
    expect(await readdir(dataDir)).toEqual([DEVELOPMENT_KEY_FILE]);
    expect((await stat(join(dataDir, DEVELOPMENT_KEY_FILE))).mode & 0o777).toBe(0o600);
  });

  it('is printed by `touchline diagnostics public-key` in every format', async () => {
    const dataDir = await tempDir();
    const env = { TOUCHLINE_DATA_DIR: dataDir };
    const pem = await runCli(['diagnostics', 'public-key'], env);
    const base64 = await runCli(['diagnostics', 'public-key', '--format', 'base64'], env);
    const hex = await runCli(['diagnostics', 'public-key', '--format', 'hex'], env);
    expect(pem.stdout).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/);
    const raw = Buffer.from(base64.stdout.trim(), 'base64');
    expect(raw).toHaveLength(32);
    expect(hex.stdout.trim()).toBe(raw.toString('hex'));
    const spki = createPublicKey(pem.stdout).export({ format: 'der', type: 'spki' });
    expect(spki.subarray(-32)).toEqual(raw);
    const key = await developmentSigningKey(dataDir);
    expect(formatPublicKey(key, 'base64')).toBe(base64.stdout.trim());
  });

  it('gives way to a configured key, and refuses an unknown format', async () => {
    const { privateKey, pem } = ed25519Pem();
    const configured = await runCli(['diagnostics', 'public-key', '--format', 'hex'], {
      TOUCHLINE_DATA_DIR: await tempDir(),
      DIAGNOSTICS_SIGNING_KEY: pem,
    });
    expect(configured.stdout.trim()).toBe(formatPublicKey(privateKey, 'hex'));
    const wrong = await runCli(['diagnostics', 'public-key', '--format', 'der']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--format must be pem, base64 or hex');
  });
});
