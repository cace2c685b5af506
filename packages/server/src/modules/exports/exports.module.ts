import { defineModule } from '../defineModule.js';
import { registerExportRoutes } from './exportRoutes.js';

/** CSV downloads of a session's metrics. */
export const exportsModule = defineModule({
  name: 'exports',
  routes: registerExportRoutes,
});
