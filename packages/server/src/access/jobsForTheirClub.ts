import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { Access } from './Access.js';
import { authorize } from './authorize.js';
import type { Subject } from './Subject.js';

/**
 * The jobs of a batch that may run: a job acts for the one club it names
 * (the policy's trusted job ability), so ids it carries of another club, or
 * of nothing, find nothing, and the job does nothing. Such a job did not
 * come from this server's own queueing: it is logged and left to complete.
 */
export async function jobsForTheirClub<J extends { id: string; data: { clubId: string } }>(
  db: Db,
  batch: readonly J[],
  log: Logger,
  targetOf: (job: J) => Subject<unknown>,
): Promise<J[]> {
  const runnable: J[] = [];
  for (const job of batch) {
    const gone = new Error('not in the job’s club');
    const target = { ...targetOf(job), notFound: () => gone };
    try {
      await authorize(Access.jobOfClub(db, job.data.clubId), 'Update', target);
      runnable.push(job);
    } catch (error) {
      if (error !== gone) throw error;
      log.warn({ jobId: job.id }, 'a job named ids outside its club (or gone): nothing done');
    }
  }
  return runnable;
}
