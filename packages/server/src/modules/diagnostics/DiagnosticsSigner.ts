import { sign, type KeyObject } from 'node:crypto';
import { developmentSigningKey, parseSigningKey } from './signingKey.js';

export interface DiagnosticsSignerConfig {
  /** DIAGNOSTICS_SIGNING_KEY, or null for the data directory's development key. */
  diagnosticsSigningKey: string | null;
  dataDir: string;
}

/**
 * Signs tracker unlock messages with the configured Ed25519 key. The
 * development key is only read (or created) when the first signature is
 * asked for, so processes that never sign leave the data directory alone.
 */
export class DiagnosticsSigner {
  private key: Promise<KeyObject> | undefined;

  constructor(private readonly config: DiagnosticsSignerConfig) {}

  privateKey(): Promise<KeyObject> {
    this.key ??= this.config.diagnosticsSigningKey
      ? Promise.resolve(this.config.diagnosticsSigningKey).then((key) => parseSigningKey(key))
      : developmentSigningKey(this.config.dataDir);
    // A failed load is tried again on the next signature rather than cached.
    this.key.catch(() => (this.key = undefined));
    return this.key;
  }

  /** The 64-byte Ed25519 signature of `message`. */
  async sign(message: Uint8Array): Promise<Buffer> {
    return sign(null, message, await this.privateKey());
  }
}
