import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * MUI runs emotion's Node build (the test workers resolve packages as Node does); the test
 * helpers' own imports of emotion would resolve to its browser build, another instance,
 * whose style cache MUI never sees. They get the Node one.
 */
const emotionNodeBuild = (name: string) => ({
  find: new RegExp(`^@emotion/${name}$`),
  replacement: fileURLToPath(
    import.meta
      .resolve(`@emotion/${name}`)
      .replace(/\/[^/]*$/, `/emotion-${name}.development.cjs.mjs`),
  ),
});

const DOM_TESTS = /(\.test\.tsx|\.dom\.test\.ts)$/;
/**
 * The DOM test files that replace a module (vi.mock) or set the page's start-up
 * configuration (read once): each needs modules of its own.
 */
const ownModuleFiles = readdirSync(new URL('src', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => DOM_TESTS.test(file))
  .map((file) => `src/${file}`)
  .filter((file) =>
    /vi\.mock\(|touchline-config/.test(readFileSync(new URL(file, import.meta.url), 'utf8')),
  );

// Components and the files that need a browser's DOM (`*.dom.test.ts`) run in jsdom;
// the rest, plain logic, in Node: no DOM to build per file, a third of the run's time.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      restoreMocks: true,
      // A test's time limit catches a test that hangs; it is not a speed check (the
      // benchmarks are). A page test that takes 1-2 s alone takes several times that on a
      // 2-core machine running other suites beside it, so the limit leaves that room.
      testTimeout: 180_000,
      // The main process only waits on the workers: every core runs tests.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'web (DOM)',
            environment: 'jsdom',
            alias: [emotionNodeBuild('react'), emotionNodeBuild('cache')],
            include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
            exclude: ownModuleFiles,
            setupFiles: ['src/testing/setup.ts'],
            // The files of a worker share its loaded modules (React's, MUI's, Apollo's):
            // loading them for each file was half of this project's time.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'web (DOM, own modules)',
            environment: 'jsdom',
            alias: [emotionNodeBuild('react'), emotionNodeBuild('cache')],
            include: ownModuleFiles,
            setupFiles: ['src/testing/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'node',
            include: ['src/**/*.test.ts'],
            exclude: ['src/**/*.dom.test.ts'],
            setupFiles: ['src/testing/setupNode.ts'],
            // Plain logic without module mocks: the files of a worker share its loaded modules
            // (Apollo's, for the setup file, took half a second to load for each file: 44 → 6 s).
            // So do the DOM files, but those that need modules of their own.
            isolate: false,
          },
        },
      ],
    },
  }),
);
