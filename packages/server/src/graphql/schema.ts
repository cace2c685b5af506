import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from '../context.js';
import { baseResolvers } from '../modules/base/base.resolvers.js';
import { clubsResolvers } from '../modules/clubs/clubs.resolvers.js';
import { dashboardResolvers } from '../modules/dashboard/dashboard.resolvers.js';
import { diagnosticsResolvers } from '../modules/diagnostics/diagnostics.resolvers.js';
import { featuresResolvers } from '../modules/features/features.resolvers.js';
import { peopleResolvers } from '../modules/people/people.resolvers.js';
import { metricSettingsResolvers } from '../modules/metricSettings/metricSettings.resolvers.js';
import { permissionsResolvers } from '../modules/permissions/permissions.resolvers.js';
import { metricSetsResolvers } from '../modules/sessionReports/metricSets.resolvers.js';
import { sessionReportsResolvers } from '../modules/sessionReports/sessionReports.resolvers.js';
import { sessionsResolvers } from '../modules/sessions/sessions.resolvers.js';
import { modulesDir } from '../paths.js';

/** Every module's SDL, read from the source tree (the SDL is the contract). */
export function loadTypeDefs(): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(modulesDir, entry.name, 'schema.graphql'))
    .sort()
    .flatMap((file) => {
      try {
        return [readFileSync(file, 'utf8')];
      } catch {
        return []; // A module without SDL of its own.
      }
    });
}

export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: [
      baseResolvers,
      peopleResolvers,
      clubsResolvers,
      featuresResolvers,
      permissionsResolvers,
      sessionsResolvers,
      metricSettingsResolvers,
      sessionReportsResolvers,
      metricSetsResolvers,
      dashboardResolvers,
      diagnosticsResolvers,
    ],
  });
}
