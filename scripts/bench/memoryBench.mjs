// Peak memory of streaming a ~100 MB Touchline Edge export through the
// importer and the engine, in a fresh process, against the file's size.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET_BYTES = 100 * 1024 * 1024;

/** A long 10 Hz recording: an athlete jogging circles near a pitch, every column filled. */
function writeEdgeExport(path) {
  const lines = ['# device_serial: TL-BENCH', '# sample_rate_hz: 10'];
  lines.push('timestamp,lat,lon,speed_mps,hdop,satellites,heart_rate');
  const chunks = [];
  let bytes = 0;
  const start = Date.parse('2026-11-01T08:00:00Z');
  for (let i = 0; bytes < TARGET_BYTES; i++) {
    const angle = i / 600;
    const lat = 51.556 + 0.0003 * Math.sin(angle);
    const lon = -0.2796 + 0.0005 * Math.cos(angle);
    const line = `${new Date(start + i * 100).toISOString()},${lat.toFixed(7)},${lon.toFixed(7)},3.14,0.9,14,${140 + (i % 20)}`;
    lines.push(line);
    bytes += line.length + 1;
    if (lines.length >= 100_000) chunks.push(lines.splice(0).join('\n') + '\n');
  }
  chunks.push(lines.join('\n') + '\n');
  writeFileSync(path, chunks.join(''));
}

export function benchMemory() {
  console.log('\n== memory: streaming a 100 MB Edge export (fresh process)');
  const dir = mkdtempSync(join(tmpdir(), 'touchline-bench-'));
  try {
    const file = join(dir, 'long.csv');
    writeEdgeExport(file);
    const size = statSync(file).size;
    const child = fileURLToPath(new URL('./importLargeFile.mjs', import.meta.url));
    const result = spawnSync(process.execPath, [child, file], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    const { rows, elapsedMs, maxRssBytes } = JSON.parse(result.stdout);
    const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `file ${mb(size)}, ${rows.toLocaleString('en')} rows, parsed and analysed in ${(elapsedMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `peak resident memory ${mb(maxRssBytes)} = ${(maxRssBytes / size).toFixed(2)} x the file size`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
