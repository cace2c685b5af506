import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { createFeatureLoaders } from './features.loaders.js';
import { featuresResolvers } from './features.resolvers.js';

/** A club's feature flags. */
export const featuresModule = defineModule({
  name: 'features',
  schema: schemaFile('features'),
  resolvers: [featuresResolvers],
  loaders: createFeatureLoaders,
});
