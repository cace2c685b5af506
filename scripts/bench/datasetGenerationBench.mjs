// The dataset engine (docs/product/dataset-templates.md §8): the time from a dataset's
// generation starting until its table is stored, for the demo club's 8-week season (target:
// under 1 s). On a copy of the demo world (a first start of the server makes it, about a
// minute), the server's own modules, in this process:
// - read: the season's sessions, athletes, groups, tags, segments and metric sets;
// - build: the athlete x session x window table, column by column;
// - generated and stored: the job's whole work (read, build, and the one
//   transaction that stores the table, Completed, and announces it);
// - through the queue: createDataset and its job, until the dataset reads Completed.
// Warm-up first, then the median of several runs. Numbers only.
// Usage: node scripts/bench/datasetGenerationBench.mjs [demoDataDir]   (a PGlite data
// directory holding the demo world, left untouched: a copy is used; without one it is
// made on PORT, default 4191). Build first: npx tsc -b.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../lib/run.mjs';
import { prepareDemoWorld } from './demoWorld.mjs';
import { openBenchServer } from './lib/twoHourSession.mjs';

const RUNS = 7;
const WARM_UP = 2;
const TARGET_MS = 1000;
const TIME_ZONE = 'Europe/London';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const serverModule = (path) =>
  import(pathToFileURL(join(repoRoot, 'packages/server/dist', path)).href);

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/** The median of `RUNS` runs of `work` after `WARM_UP` unmeasured ones. */
async function medianOf(work) {
  for (let run = 0; run < WARM_UP; run += 1) await work();
  const times = [];
  for (let run = 0; run < RUNS; run += 1) times.push((await timed(work)).ms);
  return { median: median(times), times };
}

/** The season's first and last day in the zone, from its sessions. */
async function seasonRange(server, clubId, { calendarDateIn }) {
  const { db, tables, orm } = server;
  const rows = await db
    .select({ startTime: tables.sessions.startTime })
    .from(tables.sessions)
    .where(orm.eq(tables.sessions.clubId, clubId))
    .orderBy(tables.sessions.startTime);
  if (rows.length === 0) throw new Error('The demo club has no sessions: is this the demo world?');
  return {
    sessions: rows.length,
    startsOn: calendarDateIn(rows[0].startTime, TIME_ZONE),
    endsOn: calendarDateIn(rows.at(-1).startTime, TIME_ZONE),
  };
}

/** Measures the generation on the demo world in `dataDir` (a copy of it is used). */
export async function benchDatasetGeneration(dataDir) {
  const copy = mkdtempSync(join(tmpdir(), 'touchline-bench-datasets-'));
  cpSync(dataDir, copy, { recursive: true });
  const server = await openBenchServer(copy, 0);
  try {
    const [
      domain,
      { loadDatasetInputs },
      { buildDatasetTable },
      { generateDataset },
      service,
      { generateDatasetJob },
    ] = await Promise.all([
      import('@touchline/domain'),
      serverModule('modules/datasets/loadDatasetInputs.js'),
      serverModule('modules/datasets/buildDatasetTable.js'),
      serverModule('modules/datasets/generateDataset.js'),
      serverModule('modules/datasets/datasets.service.js'),
      serverModule('modules/datasets/datasetQueues.js'),
    ]);
    const { db, tables, orm } = server;
    const [club] = await db
      .select()
      .from(tables.clubs)
      .where(orm.eq(tables.clubs.name, 'Touchline FC'));
    const range = await seasonRange(server, club.id, domain);
    const scope = { clubId: club.id, ...range, timeZone: TIME_ZONE };

    const read = await medianOf(() => loadDatasetInputs(db, scope));
    const inputs = await loadDatasetInputs(db, scope);
    const build = await medianOf(() => Promise.resolve(buildDatasetTable(inputs, TIME_ZONE)));
    const columns = buildDatasetTable(inputs, TIME_ZONE);
    const rows = columns[0]?.rows.length ?? 0;

    // The job's whole work, each run on a dataset of its own, stored as a report stores it.
    const [dataset] = await db
      .insert(tables.datasets)
      .values({ ...scope, title: 'Bench season', dateFormat: 'DD/MM/YYYY' })
      .returning();
    let generation = dataset.generation;
    const stored = await medianOf(async () => {
      await db
        .update(tables.datasets)
        .set({ generation: generation + 1, status: 'Generating' })
        .where(orm.eq(tables.datasets.id, dataset.id));
      generation += 1;
      const outcome = await generateDataset(db, {
        clubId: club.id,
        datasetId: dataset.id,
        generation,
      });
      if (!outcome.stored || outcome.rowCount !== rows) throw new Error('The table was not stored');
    });
    const [{ bytes }] = (
      await server.app.touchline.database.executeSql(
        'select pg_column_size(columns)::int as bytes from datasets where id = $1',
        [dataset.id],
      )
    ).rows;

    // End to end: queued in a transaction, picked up by the worker, stored.
    const { jobs } = server.app.touchline;
    const queued = await medianOf(async () => {
      const { id } = await db.transaction((tx) =>
        service.createDataset(tx, {
          ...scope,
          ownerPersonId: null,
          title: 'Bench season (queued)',
          dateFormat: 'DD/MM/YYYY',
        }),
      );
      generateDatasetJob.wake(jobs);
      for (;;) {
        const [row] = await db
          .select({ status: tables.datasets.status })
          .from(tables.datasets)
          .where(orm.eq(tables.datasets.id, id));
        if (row.status === 'Completed') return;
        if (row.status === 'Failed') throw new Error('The queued generation failed');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });

    const line = (label, value) => console.log(`${label.padEnd(58)} ${value}`);
    const ms = (value) => `${value.toFixed(0)} ms`;
    console.log('dataset generation: Touchline FC, the demo season (median of 7 runs)');
    line(
      'season',
      `${range.startsOn} to ${range.endsOn}, ${range.sessions} sessions, ${inputs.metricSets.length} metric sets`,
    );
    line(
      'table',
      `${rows} rows x ${columns.length} columns, ${(bytes / 1024).toFixed(0)} KiB stored`,
    );
    line('read (8 queries)', ms(read.median));
    line('build', ms(build.median));
    line(
      `generated and stored (target < ${TARGET_MS} ms)`,
      `${ms(stored.median)}  [${stored.times.map((t) => t.toFixed(0)).join(', ')}]`,
    );
    line('through the queue (createDataset until Completed)', ms(queued.median));
    line('verdict', stored.median < TARGET_MS ? 'within target' : 'OVER TARGET');
    return { rows, medianMs: stored.median, queuedMs: queued.median };
  } finally {
    await server.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dataDir] = process.argv.slice(2);
  if (dataDir) await benchDatasetGeneration(dataDir);
  else {
    const world = await prepareDemoWorld({ port: Number(process.env.PORT ?? 4191) });
    try {
      const { dataDir: made } = await world.fresh();
      await benchDatasetGeneration(made);
    } finally {
      await world.dispose();
    }
  }
}
