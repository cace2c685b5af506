import { and, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import { sessions } from '../db/tables.js';
import { createDemoDatasets } from './createDemoDatasets.js';
import { createDemoReports } from './createDemoReports.js';
import { createDemoSession, demoSimulation } from './createDemoSession.js';
import { createDemoSquad } from './createDemoSquad.js';
import { readDemoHistory } from './readDemoHistory.js';
import { createDemoSurveys } from './createDemoSurveys.js';
import { DEMO_FOOTBALL_CLUB } from './demoAccounts.js';
import { DEMO_SQUAD } from './demoSquad.js';
import { planDemoSeason } from './planDemoSeason.js';
import { simulateDemoSessions } from './simulateDemoSessions.js';

export const DEMO_SEASON_SEED = 20_260_101;
const DEMO_WEEKS = 8;
const POLL_MS = 100;

export interface DemoSeasonOptions {
  /** "Today": the season is the weeks before it (default: now). */
  now?: Date;
  weeks?: number;
  /** Wait for the latest session's processing too (false: it is still running when this returns). */
  waitForLatest?: boolean;
}

export interface DemoSeason {
  sessionIds: string[];
  /** The latest session, whose processing may still run. */
  processingSessionId: string;
}

/**
 * Touchline FC's squad and its last weeks of training and matches (and one
 * extended 2-hour training), simulated and pushed through the real upload and processing pipeline (the
 * processing workers must run: in this process or beside it). One training's
 * file is corrupt, so that session carries a processing warning; the latest
 * session is uploaded last and is still processing when this returns.
 */
export async function createDemoSeason(
  deps: { db: Db; jobs: PgBoss },
  options: DemoSeasonOptions = {},
): Promise<DemoSeason> {
  const plans = planDemoSeason(
    options.now ?? new Date(),
    options.weeks ?? DEMO_WEEKS,
    DEMO_SEASON_SEED,
  );
  const squad = await createDemoSquad(deps.db, DEMO_FOOTBALL_CLUB);
  const rehab = DEMO_SQUAD.findIndex((player) => player.name === 'Tomasz Nowak');
  // A weekly training a little more than halfway through: old enough to be looked at.
  const corruptAt = plans.findIndex(
    (plan, index) => plan.kind === 'training' && !plan.extended && index >= plans.length / 2,
  );
  const sessionIds: string[] = [];
  let uploading: Promise<unknown> = Promise.resolve();
  // The simulating runs on a worker thread, ahead of the storing and processing here.
  const simulations = simulateDemoSessions(plans.map((plan) => demoSimulation(squad, plan)));
  let index = 0;
  for await (const simulated of simulations) {
    const plan = plans[index]!;
    const { sessionId, uploaded } = await createDemoSession(deps, squad, plan, simulated, {
      corrupt: index === corruptAt,
      // Back from injury: his first sessions are rehab sessions.
      rehabAthlete: index < 6 ? rehab : undefined,
    });
    // One session's uploads in flight while the next one is created (a
    // failure is reported when awaited, not as an unhandled rejection).
    uploaded.catch(() => undefined);
    await uploading;
    uploading = uploaded;
    sessionIds.push(sessionId);
    index += 1;
  }
  await uploading;
  const processingSessionId = sessionIds.at(-1)!;
  await waitUntilProcessed(deps.db, options.waitForLatest ? sessionIds : sessionIds.slice(0, -1));
  // Before the reporting: the datasets it queues hold the answers.
  await createDemoSurveys(deps.db, { now: options.now, weeks: options.weeks });
  await readDemoHistory(deps.db, options.now);
  const demoReporting = {
    now: options.now,
    regenerateAfter: options.waitForLatest
      ? undefined
      : waitUntilProcessed(deps.db, [processingSessionId]),
  };
  await createDemoReports(deps.db, demoReporting);
  await createDemoDatasets(deps.db, demoReporting);
  return { sessionIds, processingSessionId };
}

async function waitUntilProcessed(db: Db, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return;
  for (;;) {
    const [waiting] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, [...sessionIds]), eq(sessions.dataProcessing, true)))
      .limit(1);
    if (!waiting) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
