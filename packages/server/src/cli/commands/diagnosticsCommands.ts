import type { Config } from '../../config.js';
import {
  DiagnosticsSigner,
  formatPublicKey,
  type PublicKeyFormat,
} from '../../modules/diagnostics/index.js';
import { CliError } from '../cliError.js';
import type { Command } from '../commands.js';

const USAGE = 'touchline diagnostics public-key [--format pem|base64|hex]';
const FORMATS: readonly PublicKeyFormat[] = ['pem', 'base64', 'hex'];

export function diagnosticsCommands(config: () => Config): Record<string, Command> {
  return {
    'public-key': {
      usage: USAGE,
      summary:
        'Print the Ed25519 public key trackers verify diagnostics unlocks with (SPKI PEM, or the raw 32 bytes as base64 or hex); creates the development key when none is configured.',
      options: { format: { type: 'string' } },
      run: async ({ values }) => {
        const format = values.format ?? 'pem';
        const known = FORMATS.find((candidate) => candidate === format);
        if (!known) throw new CliError(`--format must be pem, base64 or hex (usage: ${USAGE})`);
        // Needs no database, so it runs beside a server that holds the data directory.
        const key = await new DiagnosticsSigner(config()).privateKey();
        console.log(formatPublicKey(key, known));
      },
    },
  };
}
