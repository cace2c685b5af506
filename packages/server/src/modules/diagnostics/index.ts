export { DiagnosticsSigner } from './DiagnosticsSigner.js';
export {
  type PublicKeyFormat,
  SigningKeyError,
  formatPublicKey,
  parseSigningKey,
} from './signingKey.js';
