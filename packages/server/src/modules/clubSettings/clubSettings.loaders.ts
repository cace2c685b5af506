import DataLoader from 'dataloader';
import { asc, count, inArray } from 'drizzle-orm';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { byKeys, groupBy } from '../../db/loaderRows.js';
import { pitches, tagDefinitions } from '../../db/rosterSchema.js';
import { sessions } from '../../db/sessionsSchema.js';
import type { PitchRow } from './clubSettingsRows.js';

/** Tags and pitches of clubs, batched per request. */
export function createClubSettingsLoaders(db: Db) {
  return {
    tagDefinitionById: byIdLoader(db, tagDefinitions),
    /** By name. */
    pitchesByClubId: new DataLoader<string, PitchRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(pitches)
        .where(inArray(pitches.clubId, [...ids]))
        .orderBy(asc(pitches.name));
      return groupBy(ids, rows, (row) => row.clubId);
    }),
    sessionCountByPitchId: new DataLoader<string, number>(async (ids) => {
      const rows = await db
        .select({ pitchId: sessions.pitchId, sessions: count() })
        .from(sessions)
        .where(inArray(sessions.pitchId, [...ids]))
        .groupBy(sessions.pitchId);
      return byKeys(ids, rows, (row) => row.pitchId ?? '', { sessions: 0 }).map(
        (row) => row.sessions,
      );
    }),
  };
}
