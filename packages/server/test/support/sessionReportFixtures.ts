import { DEFAULT_SIMULATED_PITCH } from '@touchline/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import {
  athleteGroupMembers,
  athleteGroups,
  matchPeriods,
  sessions,
  pitches,
  processingWarnings,
  sessionParticipations,
} from '../../src/db/tables.js';
import { createSession } from '../../src/modules/sessions/createSession.service.js';
import { addAthletes, edgeExports, KICK_OFF } from './sessionFixtures.js';
import type { TestApp, Session } from './testApp.js';
import { postUpload } from './uploadFile.js';

const at = (minutes: number) => new Date(KICK_OFF.getTime() + minutes * 60_000);

/**
 * Names that make a CSV or a sort work for it: a comma and quotes, an
 * accented capital, and 'Player 10' after 'Player 9'. The last one never
 * uploads: a participant without data.
 */
export const REPORT_ATHLETES = [
  'Hayes, Jordan "JJ"',
  'Player 10',
  'Player 9',
  'Zoë Ångström',
  'Ada Without Data',
] as const;

/** The athletes by name (REPORT_ATHLETES order, which is not name order). */
export type ReportSquad = Record<(typeof REPORT_ATHLETES)[number], string>;

export interface ReportSessions {
  clubId: string;
  squad: ReportSquad;
  trainingId: string;
  matchId: string;
  /** The match's periods' ids, in order of play. */
  periodIds: string[];
}

/**
 * A processed training session and a processed match of Touchline FC with
 * a pitch, 'League Match' as its definition, two 10-minute halves, four
 * athletes' Edge files uploaded as a coach would, and one athlete without
 * data (with a processing warning on their participation).
 */
export async function seedReportSessions(
  testApp: TestApp,
  coach: Session,
  clubId: string,
): Promise<ReportSessions> {
  const db = testApp.testDatabase.database.db;
  const ids = await addAthletes(db, clubId, REPORT_ATHLETES);
  const squad = Object.fromEntries(
    REPORT_ATHLETES.map((name, i) => [name, ids[i]!]),
  ) as ReportSquad;
  const [pitch] = await db
    .insert(pitches)
    .values({
      clubId,
      name: 'Main Pitch',
      sport: 'association_football',
      ...DEFAULT_SIMULATED_PITCH,
    })
    .returning();
  const training = await createSession(db, clubId, {
    kind: 'training',
    startTime: at(-5),
    endTime: at(25),
    description: 'Pressing drills',
  });
  const match = await createSession(db, clubId, {
    kind: 'match',
    startTime: at(-5),
    endTime: at(25),
    matchDefinitionName: 'League Match',
    opponent: 'Harbour Rovers',
    score: 2,
    opponentScore: 1,
    pitchId: pitch!.id,
    periods: [
      { name: '1st Half', startTime: at(0), endTime: at(10) },
      { name: '2nd Half', startTime: at(12), endTime: at(22) },
    ],
  });
  const files = edgeExports(4, 11);
  for (const sessionId of [training.id, match.id]) {
    const [withoutData] = await db
      .insert(sessionParticipations)
      .values({ clubId, sessionId, athleteId: squad['Ada Without Data'] })
      .returning();
    await db.insert(processingWarnings).values({
      clubId,
      sessionId,
      sessionParticipationId: withoutData!.id,
      code: 'NO_GPS_DATA',
      message: 'edge-4.csv: no GPS fix in the whole file',
    });
    for (const [index, content] of files.entries()) {
      const upload = await postUpload(
        testApp.app,
        coach,
        { sessionId, athleteId: ids[index]! },
        { name: `edge-${index}.csv`, content },
      );
      if (upload.statusCode !== 201) throw new Error(`Upload failed: ${upload.body}`);
    }
  }
  await processed(db, [training.id, match.id]);
  const periods = await db
    .select({ id: matchPeriods.id })
    .from(matchPeriods)
    .where(eq(matchPeriods.sessionId, match.id))
    .orderBy(asc(matchPeriods.ordinal));
  return {
    clubId,
    squad,
    trainingId: training.id,
    matchId: match.id,
    periodIds: periods.map((period) => period.id),
  };
}

/** Waits (outside a test, e.g. in beforeAll) until no session of these is processing. */
async function processed(db: Db, sessionIds: string[], timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .select({ dataProcessing: sessions.dataProcessing })
      .from(sessions)
      .where(inArray(sessions.id, sessionIds));
    if (rows.every((row) => !row.dataProcessing)) return;
    if (Date.now() > deadline) throw new Error('The sessions were still processing');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Two groups of the club, created out of name order. */
export async function seedAthleteGroups(db: Db, clubId: string, squad: ReportSquad) {
  const groups = await db
    .insert(athleteGroups)
    .values([
      { clubId, name: 'Midfield', colour: '#3366ff' },
      { clubId, name: 'Defence', colour: '#ff6633' },
    ])
    .returning();
  const [midfield, defence] = groups;
  await db.insert(athleteGroupMembers).values([
    { clubId, groupId: midfield!.id, athleteId: squad['Zoë Ångström'] },
    { clubId, groupId: midfield!.id, athleteId: squad['Hayes, Jordan "JJ"'] },
    { clubId, groupId: defence!.id, athleteId: squad['Player 10'] },
  ]);
  return { midfieldId: midfield!.id, defenceId: defence!.id };
}
