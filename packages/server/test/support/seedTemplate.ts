import type { Database } from '../../src/db/database.js';
import { createDemoWorld } from '../../src/demo/createDemoWorld.js';
import { startJobQueue, stopJobQueue } from '../../src/jobs/jobQueue.js';

/** Migrations, the job queue's schema and the demo world: what every test starts from. */
export async function seedTemplate(database: Database) {
  await database.migrate();
  await stopJobQueue(await startJobQueue(database));
  await createDemoWorld(database.db, { portalUrl: 'https://billing.touchline.test/portal' });
}
