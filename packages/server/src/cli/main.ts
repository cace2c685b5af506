// Only the command table and argument parsing load up front: each command
// imports what it needs when it runs, so `touchline --help` and
// `touchline analyse` start without the database, Fastify or GraphQL.
import { loadConfig, type Config } from '../config.js';
import { runProgram, type CommandGroup } from './program.js';
import { analyseCommand } from './commands/analyseCommand.js';
import { importCommand } from './commands/importCommand.js';
import { sessionCommands } from './commands/sessionCommands.js';
import { clubCommands } from './commands/clubCommands.js';
import { diagnosticsCommands } from './commands/diagnosticsCommands.js';
import { serverCommands } from './commands/serverCommands.js';
import { userCommands } from './commands/userCommands.js';

/** Configuration is read only when a command runs, so --help works with any environment. */
let config: Config | undefined;
const currentConfig = () => (config ??= loadConfig());

const topLevel: CommandGroup = {
  ...serverCommands(currentConfig),
  analyse: analyseCommand,
  import: importCommand(currentConfig),
};
const groups: Record<string, CommandGroup> = {
  user: userCommands(currentConfig),
  club: clubCommands(currentConfig),
  session: sessionCommands(currentConfig),
  diagnostics: diagnosticsCommands(currentConfig),
};

runProgram({ topLevel, groups }, process.argv.slice(2));
