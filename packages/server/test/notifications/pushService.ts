import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A push as the stand-in push service received it, decrypted with the browser's keys. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  payload: unknown;
}

/**
 * A stand-in for a browser's push service on the loopback, over https with a
 * certificate of its own (trusted by this process only): what Touchline
 * pushes arrives encrypted (RFC 8291, aes128gcm) and is decrypted here with
 * the browser's private key, as the browser would.
 */
export async function startPushService() {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  globalAgent.options.ca = [cert];

  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const authSecret = randomBytes(16);
  const received: ReceivedPush[] = [];
  /** The status each push is answered with, by path (201 unless told). */
  const statusOf = new Map<string, number>();
  const server = createServer({ cert, key }, (request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({
        path,
        headers: request.headers,
        payload: JSON.parse(decrypt(Buffer.concat(parts), browser, authSecret)),
      });
      response.statusCode = statusOf.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    statusOf,
    /** A browser's subscription to this service, as PushSubscription.toJSON() gives it. */
    subscription: (path: string) => ({
      endpoint: `https://127.0.0.1:${port}${path}`,
      keys: {
        p256dh: browser.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291's decryption of one aes128gcm record, as a browser does it. */
function decrypt(body: Buffer, browser: ReturnType<typeof createECDH>, authSecret: Buffer) {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}
