import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: ['../server/src/modules/**/*.graphql', 'src/lib/apollo/clientSchema.graphql'],
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: false,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        onlyOperationTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        nonOptionalTypename: false,
        skipTypeNameForRoot: true,
        scalars: { ISO8601DateTime: 'string' },
      },
    },
    // The cache must know which types implement an interface to read fragments on it.
    './src/gql/possibleTypes.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
  },
};

export default config;
