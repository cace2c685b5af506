import type { Config } from '../../config.js';
import { requiredText, type Command } from '../commands.js';
import { CliError } from '../cliError.js';
import { withDatabase } from '../withDatabase.js';

// The services are imported when a command runs: `touchline --help` loads none of them.
const clubAdmin = () => import('../../modules/clubs/index.js');

const ADD_MEMBER_USAGE =
  'touchline club add-member NAME --email E --role staff|athlete [--pending]';

function onlyClubName(positionals: string[], usage: string): string {
  if (positionals.length !== 1 || !positionals[0]) throw new CliError(`usage: ${usage}`);
  return positionals[0];
}

function suspension(config: () => Config, suspended: boolean): Command {
  const usage = `touchline club ${suspended ? 'suspend' : 'unsuspend'} NAME`;
  return {
    usage,
    summary: suspended
      ? 'Suspend a club: its members see the Account Suspended banner.'
      : 'Lift a club suspension.',
    run: async ({ positionals }) => {
      const name = onlyClubName(positionals, usage);
      const { findClubByName, setClubSuspended } = await clubAdmin();
      await withDatabase(config(), async ({ db }) => {
        const club = await findClubByName(db, name);
        await setClubSuspended(db, club, suspended);
        console.log(`${club.name} is ${suspended ? 'suspended' : 'no longer suspended'}.`);
      });
    },
  };
}

export function clubCommands(config: () => Config): Record<string, Command> {
  const featureUsage = 'touchline club feature NAME FLAG on|off';
  return {
    suspend: suspension(config, true),
    unsuspend: suspension(config, false),
    feature: {
      usage: featureUsage,
      summary: 'Switch a feature on or off for a club.',
      run: async ({ positionals }) => {
        const [name, flag, state] = positionals;
        if (positionals.length !== 3 || !name || !flag || !state) {
          throw new CliError(`usage: ${featureUsage}`);
        }
        const { isFeatureFlag } = await import('@touchline/domain');
        if (!isFeatureFlag(flag)) throw new CliError(`"${flag}" is not a feature flag.`);
        if (state !== 'on' && state !== 'off') throw new CliError(`Say on or off, not "${state}".`);
        const { findClubByName, setFeatureSwitch } = await clubAdmin();
        await withDatabase(config(), async ({ db }) => {
          const club = await findClubByName(db, name);
          await setFeatureSwitch(db, club, flag, state === 'on');
          console.log(`${flag} is ${state} for ${club.name}.`);
        });
      },
    },
    'add-member': {
      usage: ADD_MEMBER_USAGE,
      summary: 'Make an existing account a member of a club (approved unless --pending).',
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        pending: { type: 'boolean' },
      },
      run: async (args) => {
        const name = onlyClubName(args.positionals, ADD_MEMBER_USAGE);
        const email = requiredText(args, 'email', ADD_MEMBER_USAGE);
        const role = requiredText(args, 'role', ADD_MEMBER_USAGE);
        if (role !== 'staff' && role !== 'athlete') {
          throw new CliError(`--role must be staff or athlete, not "${role}".`);
        }
        const pending = args.values.pending === true;
        const { findClubByName, addMember } = await clubAdmin();
        await withDatabase(config(), async ({ db }) => {
          const club = await findClubByName(db, name);
          const person = await addMember(db, club, { email, role, pending });
          console.log(
            `${person.name} is ${pending ? 'a pending' : 'an approved'} ${role} of ${club.name}.`,
          );
        });
      },
    },
  };
}
