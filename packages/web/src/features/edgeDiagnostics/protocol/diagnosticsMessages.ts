/** The diagnostics texts of docs/product/shell-and-sessions.md §8, shown in the status log as they are. */
export const DIAGNOSTICS_MESSAGES = {
  serverNotConnected: 'Server not connected',
  dataUriOrAuthorizationNotSet: 'Data Uri or Authorization Header not set',
  invalidAuthorization: 'Invalid authorization config',
  serialOrBoardNotSet: 'Device serial number or board name not set',
  missingServiceOrCharacteristic: 'Missing service or characteristic',
  nonceReadFailed: 'Failed to read nonce from device',
  noSignedMessage: 'No signed message',
  unknownError: 'Unknown error',
} as const;

/** A failure the transfer reports with its own words. */
export class DiagnosticsError extends Error {
  override name = 'DiagnosticsError';
}

/** The text an error adds to the log: its message, or 'Unknown error' when it has none. */
export function errorText(error: unknown): string {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return message?.trim() ? message.trim() : DIAGNOSTICS_MESSAGES.unknownError;
}
