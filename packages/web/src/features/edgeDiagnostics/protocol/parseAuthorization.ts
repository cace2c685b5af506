import { DIAGNOSTICS_MESSAGES, DiagnosticsError } from './diagnosticsMessages';

/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export interface AuthorizationHeader {
  name: string;
  value: string;
}

/** The tracker's `Header-Name:value`: split at the first colon, the value trimmed. */
export function parseAuthorization(config: string): AuthorizationHeader {
  const colon = config.indexOf(':');
  const name = config.slice(0, colon).trim();
  const value = config.slice(colon + 1).trim();
  if (colon < 0 || !HEADER_NAME.test(name) || value === '') {
    throw new DiagnosticsError(DIAGNOSTICS_MESSAGES.invalidAuthorization);
  }
  return { name, value };
}
