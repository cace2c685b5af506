import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { createCsvBuilderLoaders } from './csvBuilder.loaders.js';
import { csvBuilderResolvers } from './csvBuilder.resolvers.js';

/** The CSV Builder: datasets made from a club's templates, and their saved grid layouts (docs/product/reporting.md). */
export const csvBuilderModule = defineModule({
  name: 'csvBuilder',
  schema: schemaFile('csvBuilder'),
  resolvers: [csvBuilderResolvers],
  loaders: createCsvBuilderLoaders,
});
