// The scale benchmark's worlds on a PostgreSQL server, made once and kept between runs as
// template databases named by a hash of what makes them (the migrations, the demo's code,
// the copying): the demo world of 8 weeks, built by a first start of the server through the
// real upload and processing pipeline; Touchline FC lengthened to 26 and 52 weeks, and the
// 8-week world with 49 more copies of Touchline FC (scaleCopies.mjs). How long each took is
// kept in its database's comment. `fresh(name)` clones one for a run; `dispose()` drops
// the clones (the templates stay; `--rebuild` drops them first).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../lib/run.mjs';
import { copyClub, lengthenSeason } from './scaleCopies.mjs';
import { ServerProcess } from './serverProcess.mjs';

const CLUB = 'Touchline FC';
const DEMO_WEEKS = 8;
export const SCALE_WORLDS = [
  { name: 'w8', label: '8 weeks, 1 club', weeks: 8, clubs: 1 },
  { name: 'w26', label: '26 weeks, 1 club', weeks: 26, clubs: 1 },
  { name: 'w52', label: '52 weeks, 1 club', weeks: 52, clubs: 1 },
  { name: 'c50', label: '8 weeks, 50 clubs', weeks: 8, clubs: 50 },
];

function urlOf(databaseUrl, name) {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A short hash of the files a world is made from: a change to any makes new worlds. */
function worldsKey() {
  const hash = createHash('sha256');
  const folders = ['packages/server/drizzle', 'packages/server/src/demo'];
  for (const folder of folders) {
    for (const file of readdirSync(join(repoRoot, folder)).sort()) {
      if (file.endsWith('.sql') || file.endsWith('.ts')) {
        hash.update(readFileSync(join(repoRoot, folder, file)));
      }
    }
  }
  hash.update(readFileSync(join(repoRoot, 'scripts/bench/scaleCopies.mjs')));
  return hash.digest('hex').slice(0, 10);
}

async function waitUntilSettled(url) {
  await withClient(url, async (client) => {
    for (;;) {
      const { rows } = await client.query(
        `select (select count(*) from sessions where data_processing)::int
          + (select count(*) from datasets where status = 'Generating')::int as busy`,
      );
      if (rows[0].busy === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
}

/** Makes or finds the worlds' templates on the server at `databaseUrl`. */
export async function prepareScaleWorlds({
  databaseUrl,
  port,
  rebuild = false,
  log = console.log,
}) {
  const admin = urlOf(databaseUrl, 'postgres');
  const prefix = `touchline_scale_${worldsKey()}`;
  const sql = (text, values) => withClient(admin, (client) => client.query(text, values));
  const exists = async (name) =>
    (await sql('select 1 from pg_database where datname = $1', [name])).rows.length > 0;
  const madeIn = async (name) => {
    const { rows } = await withClient(urlOf(databaseUrl, name), (client) =>
      client.query(
        'select shobj_description(oid, $1) as note from pg_database where datname = $2',
        ['pg_database', name],
      ),
    );
    return JSON.parse(rows[0]?.note ?? '{}');
  };
  const note = (name, value) =>
    sql(`comment on database "${name}" is '${JSON.stringify(value).replaceAll("'", "''")}'`);

  if (rebuild) {
    const { rows } = await sql('select datname from pg_database where datname like $1', [
      'touchline_scale_%',
    ]);
    for (const { datname } of rows) await sql(`drop database "${datname}" with (force)`);
  }
  // Templates of earlier versions of the worlds are dropped: only one set is kept.
  const { rows: stale } = await sql(
    'select datname from pg_database where datname like $1 and datname not like $2',
    ['touchline_scale_%', `${prefix}_%`],
  );
  for (const { datname } of stale) await sql(`drop database "${datname}" with (force)`);

  const base = `${prefix}_w8`;
  if (!(await exists(base))) {
    log(`building the 8-week demo world on PostgreSQL (${base}), a few minutes…`);
    await sql(`create database "${base}"`);
    try {
      const started = performance.now();
      const server = new ServerProcess({ port, databaseUrl: urlOf(databaseUrl, base) });
      try {
        // The first start builds the demo before it listens: minutes on a busy machine.
        await server.start({ timeoutMs: 1_800_000 });
        await waitUntilSettled(urlOf(databaseUrl, base));
      } finally {
        await server.stop();
      }
      await note(base, {
        how: 'demo build (simulated, uploaded, processed)',
        ms: performance.now() - started,
      });
    } catch (error) {
      await sql(`drop database if exists "${base}" with (force)`);
      throw error;
    }
  }
  const derived = {
    w26: (client) => lengthenSeason(client, { clubName: CLUB, seasonWeeks: DEMO_WEEKS, weeks: 26 }),
    w52: (client) => lengthenSeason(client, { clubName: CLUB, seasonWeeks: DEMO_WEEKS, weeks: 52 }),
    c50: (client) => copyClub(client, { clubName: CLUB, copies: 49 }),
  };
  for (const [suffix, make] of Object.entries(derived)) {
    const name = `${prefix}_${suffix}`;
    if (await exists(name)) continue;
    log(`making ${name} from the 8-week world…`);
    await sql(`create database "${name}" template "${base}"`);
    try {
      const started = performance.now();
      await withClient(urlOf(databaseUrl, name), make);
      await note(name, {
        how: 'copied in SQL from the 8-week world',
        ms: performance.now() - started,
      });
    } catch (error) {
      await sql(`drop database if exists "${name}" with (force)`);
      throw error;
    }
  }

  const clones = [];
  return {
    /** How the world `name` was made and in how many ms. */
    made: (name) => madeIn(`${prefix}_${name}`),
    /** A new database cloned from the world `name`; its URL. */
    async fresh(name) {
      const clone = `${prefix}_${name}_run${process.pid}`;
      await sql(`drop database if exists "${clone}" with (force)`);
      await sql(`create database "${clone}" template "${prefix}_${name}"`);
      clones.push(clone);
      return urlOf(databaseUrl, clone);
    },
    async dispose() {
      for (const clone of clones) {
        await sql(`drop database if exists "${clone}" with (force)`).catch((error) =>
          console.error(`could not drop ${clone}: ${error.message}`),
        );
      }
    },
  };
}
