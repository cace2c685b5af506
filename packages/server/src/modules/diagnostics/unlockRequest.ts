import { TouchlineError } from '../../errors/TouchlineError.js';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
export const MIN_NONCE_BYTES = 16;
export const MAX_NONCE_BYTES = 32;
/** Lengths travel as one byte in the signed message. */
const MAX_NAME_BYTES = 255;

export interface UnlockRequest {
  serialNumber: string;
  boardName: string;
  nonce: Buffer;
}

function deviceName(value: string, label: string): string {
  const bytes = Buffer.byteLength(value, 'utf8');
  if (value.trim() === '') throw new TouchlineError('DEVICE_NAME_EMPTY', label);
  if (bytes > MAX_NAME_BYTES) {
    throw new TouchlineError('DEVICE_NAME_TOO_LONG', { label, maxBytes: MAX_NAME_BYTES });
  }
  return value;
}

/** SecureMessage's arguments, checked; names are kept byte for byte, as the tracker signs them. */
export function parseUnlockRequest(args: {
  serialNumber: string;
  boardName: string;
  message: string;
}): UnlockRequest {
  const serialNumber = deviceName(args.serialNumber, 'serial number');
  const boardName = deviceName(args.boardName, 'board name');
  const nonce = BASE64.test(args.message) ? Buffer.from(args.message, 'base64') : null;
  if (!nonce || nonce.length < MIN_NONCE_BYTES || nonce.length > MAX_NONCE_BYTES) {
    throw new TouchlineError('NOT_A_NONCE', {
      minBytes: MIN_NONCE_BYTES,
      maxBytes: MAX_NONCE_BYTES,
    });
  }
  return { serialNumber, boardName, nonce };
}
