// Browser tests use the system's Chromium (browser downloads are impossible on these machines).
import { existsSync } from 'node:fs';
import { capture, run } from './run.mjs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Finds Chromium, installing Debian's package when this is root with apt; null with advice otherwise. */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && capture('sh', ['-c', 'command -v apt-get'])) {
    console.log("touchline: Chromium not found; installing Debian's chromium package...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0) {
      await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'touchline: the browser tests need Chromium. Install it with `sudo apt-get install chromium` ' +
      '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  return null;
}
