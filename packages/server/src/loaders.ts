import type { Db } from './db/database.js';
import { createClubLoaders } from './modules/clubs/clubs.loaders.js';
import { createDashboardLoaders } from './modules/dashboard/dashboard.loaders.js';
import { createFeatureLoaders } from './modules/features/features.loaders.js';
import { createPeopleLoaders } from './modules/people/people.loaders.js';
import { createSessionReportLoaders } from './modules/sessionReports/sessionReports.loaders.js';

/** Per request (or per subscription event), so nothing is cached across people. */
export function createLoaders(db: Db) {
  return {
    ...createClubLoaders(db),
    ...createPeopleLoaders(db),
    ...createFeatureLoaders(db),
    ...createSessionReportLoaders(db),
    ...createDashboardLoaders(db),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
