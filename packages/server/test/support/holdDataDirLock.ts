// Holds the lock of the data directory given as the argument, as a server
// process would: says 'locked' once it holds it, 'compromised' if it ever
// loses it, and releases it when asked to stop (SIGTERM).
import { lockDataDir } from '../../src/db/dataDirLock.js';

const release = await lockDataDir(process.argv[2]!, () => process.stdout.write('compromised\n'));
process.stdout.write('locked\n');
process.on('SIGTERM', () => {
  void release().then(() => process.exit(0));
});
setInterval(() => undefined, 60_000);
