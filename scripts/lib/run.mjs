// Runs commands for the root scripts with inherited output and clear failure lines.
import { spawn, spawnSync } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The niceness of a command run `yielding`: it gets the cores only when others do not want them. */
const YIELDING_NICENESS = 10;

/**
 * Spawns a command; `yielding` lowers its priority (and so its children's, which start
 * after it) below the processes that must answer in time, such as the browser tests'.
 */
function start(command, args, { yielding = false, ...options }) {
  const child = spawn(command, args, { cwd: repoRoot, ...options });
  if (yielding && child.pid !== undefined) {
    try {
      setPriority(child.pid, YIELDING_NICENESS);
    } catch {
      // Not allowed here: it runs at the usual priority.
    }
  }
  return child;
}

/** Runs a command to completion; resolves with its exit code (never throws). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = start(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`touchline: could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command beside others with its output held back; resolves with its exit code
 * and its output (stdout and stderr as they came), to print when it is done.
 */
export function runHeld(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = start(command, args, options);
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString();
    child.on('error', (error) => {
      resolve({ code: 127, output: `touchline: could not run ${command}: ${error.message}\n` });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: output() }),
    );
  });
}

/** Runs a short command and returns its trimmed stdout, or null when it fails. */
export function capture(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

export function fail(message) {
  console.error(`touchline: ${message}`);
  process.exit(1);
}
