// The `touchline` command as a user runs it (docs/CONTRIBUTING.md, Commands), timed as
// whole processes: how long `--help` and `analyse` on a small file take from start to exit,
// beside node's own start, and `analyse` of a 660,000-sample positions file against the
// independent numpy/scipy script on the same file. The machine's load average is printed
// beside the figures: other work on it slows every one.
// Runs alone too: `node scripts/bench/cliBench.mjs` (after a build).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { repoRoot } from '../lib/run.mjs';

const CLI = 'packages/server/bin/touchline.js';
const START_RUNS = 15;
const ANALYSE_RUNS = 5;
/** The Alfheim match has 132,000 samples: five plays of it make the 660,000-sample file. */
const PLAYS = 5;
const PLAY_SPACING_MS = 20 * 60_000;
const SMALL_FILE_ROWS = 2_000;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Wall-clock ms of one whole process; throws with its stderr when it fails. */
function timeProcess(command, args) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
  const elapsed = performance.now() - started;
  if (result.status !== 0) {
    const reason = result.error?.message ?? result.stderr.toString().trim().split('\n').pop();
    throw new Error(`${command} ${args.join(' ')} failed: ${reason}`);
  }
  return elapsed;
}

function medianMs(runs, command, args) {
  timeProcess(command, args); // unmeasured: the file cache and the disk, not the code
  return median(Array.from({ length: runs }, () => timeProcess(command, args)));
}

/**
 * Median ms of each command, their runs taken in turn (one of each, then the
 * next round), so that a change in the machine's load falls on all of them alike.
 */
function interleavedMedians(runs, commands) {
  for (const [command, args] of commands) timeProcess(command, args); // unmeasured, as above
  const times = commands.map(() => []);
  for (let run = 0; run < runs; run++) {
    commands.forEach(([command, args], k) => times[k].push(timeProcess(command, args)));
  }
  return times.map(median);
}

function loadAverage() {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

/** The Alfheim match played `PLAYS` times, each play 20 minutes after the last. */
function writeLongMatch(alfheimPath, path) {
  const [header, ...rows] = readFileSync(alfheimPath, 'utf8').trimEnd().split('\n');
  const lines = [header];
  for (let play = 0; play < PLAYS; play++) {
    const shiftMs = play * PLAY_SPACING_MS;
    for (const row of rows) {
      const comma = row.indexOf(',');
      const timeMs = Date.parse(row.slice(0, comma)) + shiftMs;
      lines.push(new Date(timeMs).toISOString() + row.slice(comma));
    }
  }
  writeFileSync(path, lines.join('\n') + '\n');
  return lines.length - 1;
}

function numpyAvailable(script, smallFile) {
  const probe = spawnSync('python3', [script, smallFile], { encoding: 'utf8' });
  if (probe.status === 0) return true;
  const reason = probe.error?.message ?? probe.stderr.trim().split('\n').pop();
  console.log(`skipped: python3 with numpy and scipy is needed (${reason})`);
  return false;
}

/** Prints the start-up figures and the analyse ratio; `alfheimPath` is the unpacked match. */
export function benchCli(alfheimPath) {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-cli-bench-'));
  try {
    const small = join(dir, 'alfheim-first-rows.csv');
    const alfheimLines = readFileSync(alfheimPath, 'utf8').split('\n');
    writeFileSync(small, alfheimLines.slice(0, SMALL_FILE_ROWS + 1).join('\n') + '\n');
    const fit = join(repoRoot, 'data', 'fenix2-run.fit');

    console.log(
      `\n== touchline start-up (whole process, median of ${START_RUNS} runs; ` +
        `load average ${loadAverage()})`,
    );
    const bare = medianMs(START_RUNS, process.execPath, ['-e', '0']);
    const startups = [
      ['touchline --help', [CLI, '--help']],
      [
        `touchline analyse, ${SMALL_FILE_ROWS.toLocaleString('en')}-row positions CSV`,
        [CLI, 'analyse', small],
      ],
      ['touchline analyse, fenix2-run.fit (47 min, 1 Hz)', [CLI, 'analyse', fit]],
    ];
    console.log(`${'node -e 0 (node alone)'.padEnd(52)} ${bare.toFixed(0).padStart(5)} ms`);
    for (const [label, args] of startups) {
      const ms = medianMs(START_RUNS, process.execPath, args);
      console.log(
        `${label.padEnd(52)} ${ms.toFixed(0).padStart(5)} ms  (${(ms - bare).toFixed(0)} ms more than node alone)`,
      );
    }

    const long = join(dir, 'alfheim-five-plays.csv');
    const samples = writeLongMatch(alfheimPath, long);
    console.log(
      `\n== touchline analyse vs the numpy/scipy script: ${samples.toLocaleString('en')} samples ` +
        `(the Alfheim match played ${PLAYS} times; whole process, median of ${ANALYSE_RUNS} runs ` +
        `taken in turn)`,
    );
    const script = fileURLToPath(new URL('./independent-distance.py', import.meta.url));
    if (!numpyAvailable(script, small)) return;
    const loadBefore = loadAverage();
    const [alone, json, text, theirs] = interleavedMedians(ANALYSE_RUNS, [
      [process.execPath, ['-e', '0']],
      [process.execPath, [CLI, 'analyse', long, '--json']],
      [process.execPath, [CLI, 'analyse', long]],
      ['python3', [script, long]],
    ]);
    const seconds = (ms) => `${(ms / 1000).toFixed(2).padStart(5)} s`;
    console.log(`${'node -e 0 (node alone)'.padEnd(52)} ${seconds(alone)}`);
    console.log(`${'touchline analyse --json'.padEnd(52)} ${seconds(json)}`);
    console.log(`${'touchline analyse (text)'.padEnd(52)} ${seconds(text)}`);
    console.log(`${'independent-distance.py (numpy/scipy)'.padEnd(52)} ${seconds(theirs)}`);
    console.log(
      `${'touchline is faster by'.padEnd(52)} ${(theirs / json).toFixed(1)} x (--json), ` +
        `${(theirs / text).toFixed(1)} x (text)`,
    );
    console.log(
      `${'load average (1, 5, 15 min) before / after'.padEnd(52)} ${loadBefore} / ${loadAverage()}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-cli-bench-'));
  try {
    const alfheim = join(dir, 'alfheim-2013-11-07.csv');
    writeFileSync(
      alfheim,
      gunzipSync(readFileSync(join(repoRoot, 'data', `alfheim-2013-11-07.csv.gz`))),
    );
    benchCli(alfheim);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
