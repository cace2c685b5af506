// The demo world made once (a first start takes a minute or two) and copied
// for every run that needs a fresh one: a PGlite directory copied, or a
// PostgreSQL database cloned from a template. One copy lives at a time (each
// `fresh()` removes the one before); `dispose()` removes everything made here.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ServerProcess } from './serverProcess.mjs';

/** The same server's database `name` (`postgres`: where databases are created and dropped). */
function databaseUrlNamed(databaseUrl, name) {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(databaseUrl, sql) {
  const client = new pg.Client({ connectionString: databaseUrlNamed(databaseUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at `databaseUrl` (its maintenance database). */
export async function postgresReachable(databaseUrl) {
  try {
    await adminQuery(databaseUrl, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** Copies of a demo world already made in the PGlite directory `dataDir` (not in use). */
export function existingDemoWorld(dataDir, onDispose = () => undefined) {
  const scratch = mkdtempSync(join(tmpdir(), 'touchline-bench-world-'));
  let copies = 0;
  return {
    async fresh() {
      rmSync(join(scratch, `copy-${copies}`), { recursive: true, force: true });
      copies += 1;
      const copy = join(scratch, `copy-${copies}`);
      cpSync(dataDir, copy, { recursive: true });
      return { dataDir: copy };
    },
    async dispose() {
      rmSync(scratch, { recursive: true, force: true });
      onDispose();
    },
  };
}

/** Makes the demo world with a first start of the server on `port`. */
async function makeDemoWorld(port, serverOptions) {
  const server = new ServerProcess({ port, ...serverOptions });
  try {
    await server.start();
  } finally {
    await server.stop();
  }
}

async function preparePgliteWorld(port) {
  const template = mkdtempSync(join(tmpdir(), 'touchline-bench-demo-'));
  const remove = () => rmSync(template, { recursive: true, force: true });
  try {
    await makeDemoWorld(port, { dataDir: template });
  } catch (error) {
    remove();
    throw error;
  }
  return existingDemoWorld(template, remove);
}

async function preparePostgresWorld(port, databaseUrl) {
  const prefix = `touchline_bench_${process.pid}`;
  const template = `${prefix}_demo`;
  const made = [];
  const drop = async (name) => {
    await adminQuery(databaseUrl, `drop database if exists "${name}" with (force)`);
  };
  const dispose = async () => {
    for (const name of made) {
      await drop(name).catch((error) => console.error(`could not drop ${name}: ${error.message}`));
    }
  };
  try {
    await adminQuery(databaseUrl, `create database "${template}"`);
    made.push(template);
    await makeDemoWorld(port, { databaseUrl: databaseUrlNamed(databaseUrl, template) });
  } catch (error) {
    await dispose();
    throw error;
  }
  let copies = 0;
  return {
    async fresh() {
      if (copies > 0) await drop(`${prefix}_${copies}`);
      copies += 1;
      const name = `${prefix}_${copies}`;
      await adminQuery(databaseUrl, `create database "${name}" template "${template}"`);
      made.push(name);
      return { databaseUrl: databaseUrlNamed(databaseUrl, name) };
    },
    dispose,
  };
}

/**
 * The demo world on the embedded database (databaseUrl null) or in new
 * databases of the PostgreSQL server at `databaseUrl`, made by a first start
 * of the server on `port`. `fresh()` gives the server options ({ dataDir } or
 * { databaseUrl }) of a new copy.
 */
export function prepareDemoWorld({ port, databaseUrl = null }) {
  return databaseUrl ? preparePostgresWorld(port, databaseUrl) : preparePgliteWorld(port);
}
