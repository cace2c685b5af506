import { base64ToBytes, bytesToBase64 } from '../base64';
import type { UnlockRequest } from '../DiagnosticsTransfer';
import { unlockMessageFor } from './unlockMessageFor';

export interface TestSigner {
  /** Raw 32-byte public key, for the fake tracker. */
  publicKey: Uint8Array;
  /** SecureMessage as the server answers it. */
  signUnlock: (request: UnlockRequest) => Promise<string>;
  requests: UnlockRequest[];
}

/** Stands in for the server in unit tests: a fresh Ed25519 key pair that signs unlocks. */
export async function createTestSigner(): Promise<TestSigner> {
  const keys = await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify']);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
  const requests: UnlockRequest[] = [];
  return {
    publicKey,
    requests,
    signUnlock: async (request) => {
      requests.push(request);
      const message = unlockMessageFor(
        request.serialNumber,
        request.boardName,
        base64ToBytes(request.message),
      );
      const signature = await crypto.subtle.sign('Ed25519', keys.privateKey, message);
      return bytesToBase64(new Uint8Array(signature));
    },
  };
}
