// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries between packages (DESIGN.md "Shape of the system"). */
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
    // Features do not import each other; routes in src/app compose them.
    files: ['packages/web/src/features/**'],
    rules: restrict([
      serverOnly,
      {
        regex: '^\\.\\./(?!\\.\\.?/)[^/]+/',
        message: 'Features do not import each other; compose them in src/app.',
      },
    ]),
  },
  {
    // A folder inside a feature (features/sessions/match) may use its siblings
    // (features/sessions/report); leaving the feature is still refused.
    files: ['packages/web/src/features/*/*/*'],
    rules: restrict([
      serverOnly,
      {
        regex: '^\\.\\./\\.\\./(?!\\.\\.?/)[^/]+/',
        message: 'Features do not import each other; compose them in src/app.',
      },
    ]),
  },
  {
    files: ['packages/server/src/**'],
    rules: restrict([ours('web'), ours('e2e')]),
  },
  prettier,
);
