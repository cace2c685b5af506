// Gzipped size of the JavaScript a person downloads from sign-in to the club picker:
// the entry chunk, everything it imports statically, and the club picker's lazy chunk(s).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const PICKER_SOURCES = ['src/features/clubs/ClubPicker.tsx'];

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('No dist/.vite/manifest.json: run `npm run build -w packages/web` first.');
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`Expected one entry chunk, found ${entries.length}.`);
  process.exit(1);
}
visit(entries[0][0]);
for (const source of PICKER_SOURCES) {
  if (!manifest[source]) {
    console.error(`${source} is not a chunk of its own; is the club picker still lazy-loaded?`);
    process.exit(1);
  }
  visit(source);
}

let totalBytes = 0;
for (const file of [...files].sort()) {
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  totalBytes += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
const totalKb = totalBytes / 1024;
console.log(
  `${totalKb.toFixed(1).padStart(8)} KB  total gzipped, sign-in to club picker (budget ${BUDGET_KB} KB)`,
);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
