import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { surveyDistributions } from '../../db/surveysSchema.js';

/** What notifications' sentences name besides sessions, clubs and surveys: batched per request. */
export function createNotificationLoaders(db: Db) {
  return {
    notifiedDistributionById: byIdLoader(db, surveyDistributions),
  };
}
