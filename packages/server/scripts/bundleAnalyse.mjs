// Bundles `touchline analyse` (src/cli/analyseMain.ts and the metric engine)
// into dist/analyse.bundle.js, for a faster start: node then loads one module
// rather than a hundred small ones, some 35 ms less. Packages stay
// imports of their own, and the FIT reader, with Garmin's SDK, a chunk
// loaded only for a FIT file. bin/touchline.js runs the bundle while it is
// newer than the last TypeScript build, and the modules tsc built otherwise.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const domainAnalysis = fileURLToPath(new URL('../../domain/dist/analysis.js', import.meta.url));

const esbuild = await import('esbuild').catch(() => undefined);
if (esbuild === undefined) {
  // Installed without development packages: `analyse` runs from the modules tsc built.
  console.log('touchline: esbuild is not installed; `touchline analyse` is not bundled.');
  process.exit(0);
}

/** The domain is a package, but its analysis modules are what the bundle is for. */
const domainAnalysisBundled = {
  name: 'domain-analysis',
  setup(build) {
    build.onResolve({ filter: /^@touchline\/domain\/analysis$/ }, () => ({
      path: domainAnalysis,
    }));
  },
};

const chunksDir = resolve(distDir, 'analyse.bundle.chunks');
rmSync(chunksDir, { recursive: true, force: true });
await esbuild.build({
  entryPoints: { 'analyse.bundle': resolve(distDir, 'cli/analyseMain.js') },
  outdir: distDir,
  chunkNames: 'analyse.bundle.chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [domainAnalysisBundled],
  logLevel: 'warning',
});
