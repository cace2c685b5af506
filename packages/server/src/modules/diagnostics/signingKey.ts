import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TouchlineError } from '../../errors/TouchlineError.js';

/** The development key's file in the data directory, used when no key is configured. */
export const DEVELOPMENT_KEY_FILE = 'diagnostics-signing-key.pem';

/** PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A configured key that is not an Ed25519 private key; worded for the operator: SIGNING_KEY_INVALID. */
export class SigningKeyError extends TouchlineError<'SIGNING_KEY_INVALID'> {
  override name = 'SigningKeyError';
  constructor(problem: string) {
    super('SIGNING_KEY_INVALID', problem);
  }
}

function ed25519(key: KeyObject, origin: string): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new SigningKeyError(
      `${origin} is a ${key.asymmetricKeyType ?? 'symmetric'} key, not Ed25519.`,
    );
  }
  return key;
}

/**
 * DIAGNOSTICS_SIGNING_KEY: a PKCS#8 PEM private key (newlines may be written
 * as \n, so it fits in one environment line) or the base64 32-byte seed.
 */
export function parseSigningKey(value: string, origin = 'DIAGNOSTICS_SIGNING_KEY'): KeyObject {
  const text = value.trim().replaceAll('\\n', '\n');
  try {
    if (text.startsWith('-----BEGIN')) return ed25519(createPrivateKey(text), origin);
    const seed = BASE64.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
    if (seed.length === 32) {
      const der = Buffer.concat([ED25519_PKCS8_PREFIX, seed]);
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    }
  } catch (error) {
    if (error instanceof SigningKeyError) throw error;
    throw new SigningKeyError(`${origin} could not be read as a private key.`);
  }
  throw new SigningKeyError(
    `${origin} must be an Ed25519 private key: PKCS#8 PEM or the base64 of its 32-byte seed.`,
  );
}

function isCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown }).code === code;
}

/**
 * The data directory's development key, created on first use. The file is
 * written aside and linked into place, so two processes starting together
 * (the server and `touchline diagnostics public-key`) end up with one key.
 */
export async function developmentSigningKey(dataDir: string): Promise<KeyObject> {
  const path = join(dataDir, DEVELOPMENT_KEY_FILE);
  try {
    return parseSigningKey(await readFile(path, 'utf8'), path);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(draft, pem, { mode: 0o600 });
  try {
    await link(draft, path);
    return privateKey;
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
    return parseSigningKey(await readFile(path, 'utf8'), path);
  } finally {
    await unlink(draft);
  }
}

export type PublicKeyFormat = 'pem' | 'base64' | 'hex';

/** The verifying key as a tracker's firmware would embed it (raw 32 bytes) or as SPKI PEM. */
export function formatPublicKey(privateKey: KeyObject, format: PublicKeyFormat): string {
  const publicKey = createPublicKey(privateKey);
  if (format === 'pem') return publicKey.export({ format: 'pem', type: 'spki' }).toString().trim();
  // The SPKI DER of an Ed25519 key ends with the raw 32-byte key.
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return raw.toString(format);
}
