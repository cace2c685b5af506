import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { permissionsResolvers } from './permissions.resolvers.js';

/** What the signed-in person may do, asked by the web app. */
export const permissionsModule = defineModule({
  name: 'permissions',
  schema: schemaFile('permissions'),
  resolvers: [permissionsResolvers],
});
