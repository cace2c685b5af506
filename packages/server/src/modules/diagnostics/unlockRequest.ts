import { TouchlineError } from '../../graphql/errors.js';

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

const badInput = (message: string) => new TouchlineError('BAD_USER_INPUT', message);

function deviceName(value: string, label: string): string {
  const bytes = Buffer.byteLength(value, 'utf8');
  if (value.trim() === '') throw badInput(`The ${label} is empty.`);
  if (bytes > MAX_NAME_BYTES)
    throw badInput(`The ${label} is longer than ${MAX_NAME_BYTES} bytes.`);
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
    throw badInput(
      `The message must be the tracker's nonce: ${MIN_NONCE_BYTES} to ${MAX_NONCE_BYTES} bytes, base64-encoded.`,
    );
  }
  return { serialNumber, boardName, nonce };
}
