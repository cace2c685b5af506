// `touchline analyse` on the Alfheim match against an independent numpy/scipy
// calculation of the same METRICS.md method (scripts/bench/independent-distance.py).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../lib/run.mjs';

export function benchAlfheimAgreement(alfheimPath) {
  console.log(
    '\n== Alfheim distances: touchline analyse vs an independent numpy/scipy calculation',
  );
  const script = fileURLToPath(new URL('./independent-distance.py', import.meta.url));
  const reference = spawnSync('python3', [script, alfheimPath], { encoding: 'utf8' });
  if (reference.status !== 0) {
    console.log(
      `skipped: python3 with numpy and scipy is needed (${reference.stderr.trim().split('\n').pop()})`,
    );
    return;
  }
  const cli = spawnSync(
    process.execPath,
    ['packages/server/bin/touchline.js', 'analyse', alfheimPath, '--format', 'positions', '--json'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (cli.status !== 0) throw new Error(cli.stderr);
  const ours = JSON.parse(cli.stdout);
  const theirs = JSON.parse(reference.stdout);
  let worst = 0;
  for (const [tag, distanceM] of Object.entries(theirs)) {
    const measured = ours[tag].totalDistanceM;
    const difference =
      distanceM > 0 ? Math.abs(measured / distanceM - 1) * 100 : Math.abs(measured);
    worst = Math.max(worst, difference);
    console.log(
      `tag ${tag.padStart(2)}  ${measured.toFixed(1).padStart(8)} m  vs ${distanceM.toFixed(1).padStart(8)} m`,
    );
  }
  console.log(`largest difference ${worst.toExponential(2)} %`);
}
