import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { diagnosticsResolvers } from './diagnostics.resolvers.js';

/** Edge Diagnostics: signed tracker unlocks for provider staff. */
export const diagnosticsModule = defineModule({
  name: 'diagnostics',
  schema: schemaFile('diagnostics'),
  resolvers: [diagnosticsResolvers],
});
