// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries between packages (docs/ARCHITECTURE.md "Shape of the system"). */
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});
const serverOnly = {
  group: ['@touchline/server', '@touchline/server/*', '**/server/src/**'],
  message: 'The web app talks to the server over HTTP only.',
};
const ours = (name) => ({
  group: [`@touchline/${name}`, `@touchline/${name}/*`, `**/${name}/src/**`],
  message: 'domain imports no other package of ours.',
});

const webSrc = 'packages/web/src';
const serverSrc = 'packages/server/src';
/** A boundaries policy: files of one web layer may import the given layers. */
const layer = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/** The web layers' policies; `testing` is what test files may use besides. */
const webLayers = (testing) => [
  layer('app', ['app', 'feature', 'components', 'lib', 'gql', ...testing]),
  {
    from: { element: { type: 'feature' } },
    allow: {
      to: { element: { type: 'feature', captured: { feature: '{{from.captured.feature}}' } } },
    },
  },
  layer('feature', ['components', 'lib', 'gql', ...testing]),
  layer('components', ['components', 'lib', 'gql', ...testing]),
  layer('lib', ['lib', 'gql', ...testing]),
  layer('gql', ['gql']),
  layer('testing', ['app', 'feature', 'components', 'lib', 'gql', 'testing']),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'packages/web/src/gql/**',
      '**/.tsbuild/**',
      '.touchline/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.config.*',
      '**/codegen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Benchmarks drive Chromium: their page.evaluate callbacks run in the browser.
    files: ['scripts/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['packages/domain/src/**'],
    ignores: ['**/*.test.ts', 'packages/domain/src/testing/**'],
    rules: restrict([
      ours('server'),
      ours('web'),
      ours('e2e'),
      { group: ['node:*'], message: 'domain is pure: no Node I/O outside tests.' },
    ]),
  },
  {
    files: ['packages/domain/src/**/*.test.ts', 'packages/domain/src/testing/**'],
    rules: restrict([ours('server'), ours('web'), ours('e2e')]),
  },
  {
    files: ['packages/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([serverOnly]),
    },
  },
  {
    // The web app's layers (docs/CONTRIBUTING.md "Layout"): routes in app compose features; a feature
    // uses components, lib, the generated gql and its own files, never another feature;
    // components use lib and gql; lib uses gql only. Test helpers serve tests only.
    files: ['packages/web/src/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: `${webSrc}/app`, partialMatch: false },
        {
          type: 'feature',
          pattern: `${webSrc}/features/*`,
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'components', pattern: `${webSrc}/components`, partialMatch: false },
        { type: 'lib', pattern: `${webSrc}/lib`, partialMatch: false },
        { type: 'gql', pattern: `${webSrc}/gql`, partialMatch: false },
        { type: 'testing', pattern: `${webSrc}/testing`, partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: webLayers([]) }],
    },
  },
  {
    // Tests and their fixtures may use the shared test helpers.
    files: ['packages/web/src/**/*.test.{ts,tsx}', 'packages/web/src/**/testing/**'],
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', policies: webLayers(['testing']) },
      ],
    },
  },
  {
    files: ['packages/server/src/**'],
    rules: restrict([ours('web'), ours('e2e')]),
  },
  {
    // The server's modules (docs/ARCHITECTURE.md "Modules"): code outside a
    // module uses it through its index.ts only; the registry (modules.ts)
    // imports each module's declaration, `<name>.module.ts`.
    files: ['packages/server/src/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      // The server's imports name the compiled `.js` of each `.ts` file.
      'import/resolver': { typescript: { project: 'packages/server/tsconfig.json' } },
      'boundaries/elements': [
        {
          type: 'server-module',
          pattern: `${serverSrc}/modules/*`,
          capture: ['module'],
          partialMatch: false,
        },
        { type: 'server-registry', pattern: `${serverSrc}/modules`, partialMatch: false },
        { type: 'server-kernel', pattern: serverSrc },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: ['server-module', 'server-registry', 'server-kernel'] } },
              disallow: { to: { element: { type: 'server-module' } } },
              message:
                "Another module's files are its own: import what it shares from its index.ts.",
            },
            {
              from: { element: { type: 'server-module' } },
              allow: {
                to: {
                  element: {
                    type: 'server-module',
                    captured: { module: '{{from.captured.module}}' },
                  },
                },
              },
            },
            {
              from: { element: { type: ['server-module', 'server-registry', 'server-kernel'] } },
              allow: { to: { element: { type: 'server-module', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { type: 'server-registry' } },
              allow: {
                to: { element: { type: 'server-module', fileInternalPath: '*.module.ts' } },
              },
            },
          ],
        },
      ],
    },
  },
  prettier,
);
