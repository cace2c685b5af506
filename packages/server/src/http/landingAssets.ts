import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (`build.manifest`), as far as this file reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

// What a signed-in person lands on: the app's entry, the club layout, the Team Dashboard.
const LANDING_CHUNKS = [
  'index.html',
  'src/app/ClubLayout.tsx',
  'src/app/routes/DashboardRoute.tsx',
];

/**
 * The built files the app needs to show the Team Dashboard: each landing
 * chunk, everything it imports statically, and their CSS, as root-relative
 * URLs. Empty when the web app is not built (or was built without a manifest).
 */
export function landingAssets(webDir: string): string[] {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return [];
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of LANDING_CHUNKS) visit(key);
  return [...files].map((file) => `/${file}`);
}
