import type { CodegenConfig } from '@graphql-codegen/cli';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modules } from './src/modules/modules.js';

const SERVER = dirname(fileURLToPath(import.meta.url));
const GENERATED = 'src/generated';

/** Each module's row types (its `mappers`), as paths from the generated file. */
const mappers = Object.fromEntries(
  modules.flatMap((module) =>
    Object.entries(module.mappers ?? {}).map(([type, target]) => {
      const [file, name] = target.split('#');
      const path = join(SERVER, 'src/modules', module.name, file!).replace(/\.js$/, '.ts');
      if (!existsSync(path)) throw new Error(`${module.name}'s mapper of ${type}: no ${path}`);
      const fromGenerated = relative(join(SERVER, GENERATED), path);
      return [type, `${fromGenerated.replace(/\.ts$/, '.js')}#${name}`];
    }),
  ),
);

// Resolver types come from the SDL and the row types (mappers) the modules
// declare (src/modules/modules.ts), so a new module's types are generated
// without a word here; `npm run codegen:check` fails when they are stale.
const config: CodegenConfig = {
  schema: modules.flatMap((module) => (module.schema ? [module.schema] : [])),
  generates: {
    [`${GENERATED}/graphql.ts`]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        contextType: '../context.js#GraphQLContext',
        scalars: { ISO8601DateTime: 'string', JSON: 'unknown' },
        mappers,
      },
    },
  },
};

export default config;
