import type { Config } from '../../config.js';
import { requiredText, type Command } from '../commands.js';
import { CliError } from '../cliError.js';
import { withDatabase } from '../withDatabase.js';

const CREATE_USAGE = 'touchline user create --email E --name N --password P [--touchline-staff]';

export function userCommands(config: () => Config): Record<string, Command> {
  return {
    create: {
      usage: CREATE_USAGE,
      summary: 'Create an account that signs in with e-mail and password.',
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        'touchline-staff': { type: 'boolean' },
      },
      run: async (args) => {
        if (args.positionals.length > 0) throw new CliError(`usage: ${CREATE_USAGE}`);
        const account = {
          email: requiredText(args, 'email', CREATE_USAGE),
          name: requiredText(args, 'name', CREATE_USAGE),
          password: requiredText(args, 'password', CREATE_USAGE),
          touchlineStaff: args.values['touchline-staff'] === true,
        };
        const { createAccount } = await import('../../modules/people/index.js');
        const person = await withDatabase(config(), (database) =>
          createAccount(database.db, account),
        );
        console.log(`Created ${person.name} <${person.email}>.`);
      },
    },
  };
}
