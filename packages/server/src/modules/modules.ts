import { processingModule } from './processing/processing.module.js';
import { adminModule } from './admin/admin.module.js';
import { baseModule } from './base/base.module.js';
import { clubsModule } from './clubs/clubs.module.js';
import { clubSettingsModule } from './clubSettings/clubSettings.module.js';
import { csvBuilderModule } from './csvBuilder/csvBuilder.module.js';
import { datasetsModule } from './datasets/datasets.module.js';
import { dashboardModule } from './dashboard/dashboard.module.js';
import { diagnosticsModule } from './diagnostics/diagnostics.module.js';
import { exportsModule } from './exports/exports.module.js';
import { flexibleReportsModule } from './flexibleReports/flexibleReports.module.js';
import { featuresModule } from './features/features.module.js';
import { membersModule } from './members/members.module.js';
import { heatmapsModule } from './heatmaps/heatmaps.module.js';
import { importsModule } from './imports/imports.module.js';
import { metricSettingsModule } from './metricSettings/metricSettings.module.js';
import { peopleModule } from './people/people.module.js';
import { permissionsModule } from './permissions/permissions.module.js';
import { segmentsModule } from './segments/segments.module.js';
import { sessionReportsModule } from './sessionReports/sessionReports.module.js';
import { sessionsModule } from './sessions/sessions.module.js';
import { squadModule } from './squad/squad.module.js';
import { surveysModule } from './surveys/surveys.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { athleteHomeModule } from './athleteHome/athleteHome.module.js';
import { athleteProfileModule } from './athleteProfile/athleteProfile.module.js';

/**
 * Every server module. `buildApp`, the worker and codegen read what each
 * declares (SDL, resolvers, loaders, events, jobs, routes): a new feature is
 * its folder and one line here. No module's own file imports this list (nor
 * `loaders.ts`, made from it): what they need of it reaches them through the
 * GraphQL context or the route's deps (moduleImports.test.ts).
 */
export const modules = [
  baseModule,
  peopleModule,
  clubsModule,
  membersModule,
  featuresModule,
  permissionsModule,
  sessionsModule,
  metricSettingsModule,
  sessionReportsModule,
  segmentsModule,
  clubSettingsModule,
  squadModule,
  dashboardModule,
  athleteHomeModule,
  athleteProfileModule,
  datasetsModule,
  flexibleReportsModule,
  csvBuilderModule,
  surveysModule,
  diagnosticsModule,
  heatmapsModule,
  exportsModule,
  processingModule,
  adminModule,
  importsModule,
  notificationsModule,
] as const;
