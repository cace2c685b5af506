import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { createAdminLoaders } from './admin.loaders.js';
import { adminResolvers } from './admin.resolvers.js';
import { adminRoutes } from './adminRoutes.js';

/** Admin Functions: what provider staff run Touchline with (docs/product/club-administration.md §7). */
export const adminModule = defineModule({
  name: 'admin',
  schema: schemaFile('admin'),
  resolvers: [adminResolvers],
  mappers: {
    AdminFunctions: './adminFunctionsRoot.js#AdminFunctionsRoot',
    AdminClub: './adminClubRows.js#AdminClubRow',
    AdminPerson: '../../db/rows.js#PersonRow',
    SessionDiagnostics: './sessionDiagnostics.service.js#SessionDiagnosticsRow',
    RawTrackDiagnostics: './sessionDiagnostics.service.js#RawTrackDiagnosticsRow',
    AdminJob: './jobRows.js#JobRow',
    AuditLogEntry: './auditLog.service.js#AuditLogEntryRow',
  },
  loaders: createAdminLoaders,
  routes: adminRoutes,
});
