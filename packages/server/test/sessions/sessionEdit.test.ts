import { DEFAULT_SIMULATED_PITCH } from '@touchline/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  matchPeriods,
  pitches,
  rawTracks,
  segments,
  sessionParticipations,
  sessions,
  teamMetricSets,
} from '../../src/db/tables.js';
import { createSession } from '../../src/modules/sessions/createSession.service.js';
import { createImport, createTrainingAs, sendImportFile } from '../imports/importOperations.js';
import { clubRowsDigest } from '../isolation/clubRowsDigest.js';
import { refusals } from '../support/refusals.js';
import { createRivalClub } from '../support/rivalClub.js';
import {
  addAthletes,
  createShortMatch,
  edgeExports,
  KICK_OFF,
} from '../support/sessionFixtures.js';
import { graphql } from '../support/testApp.js';
import { untilProcessed } from '../support/untilProcessed.js';
import { postUpload } from '../support/uploadFile.js';
import {
  app,
  athlete,
  clubId,
  coach,
  db,
  testApp,
  useImportsWorld,
} from '../imports/importsWorld.js';

const UPDATE = `mutation ($input: UpdateSessionInput!) {
  updateSession(input: $input) {
    session { id startTime endTime description ... on MatchSession { opponent matchSessionPeriods { name startTime } } }
    errors { path fullMessages } } }`;
const DELETE = `mutation ($id: ID!) { deleteSession(id: $id) { id errors { path fullMessages } } }`;

let players: string[];
const at = (minutes: number) => new Date(KICK_OFF.getTime() + minutes * 60_000).toISOString();

useImportsWorld();
beforeAll(async () => {
  players = await addAthletes(db(), clubId, ['Edit One', 'Edit Two', 'Edit Three']);
});

/** A short match with two athletes' files processed and a third's broken file (a warning). */
async function processedMatch() {
  const match = await createShortMatch(db(), clubId);
  const files = edgeExports(2, 9);
  for (const [k, content] of files.entries()) {
    const response = await postUpload(
      app(),
      coach,
      { sessionId: match.id, athleteId: players[k]! },
      { name: `edit-${k}.csv`, content },
    );
    expect(response.statusCode).toBe(201);
  }
  await postUpload(
    app(),
    coach,
    { sessionId: match.id, athleteId: players[2]! },
    { name: 'broken.csv', content: 'timestamp,lat,lon\nyesterday,1,2\n' },
  );
  await untilProcessed(db(), match.id);
  return match;
}

const update = (input: Record<string, unknown>) =>
  graphql<{ updateSession: { session: Record<string, unknown> | null } }>(app(), coach, UPDATE, {
    input,
  });

const halves = (secondEnd = 22) => [
  { name: '1st Half', startTime: at(0), endTime: at(10) },
  { name: '2nd Half', startTime: at(12), endTime: at(secondEnd) },
];

describe('updateSession', () => {
  it('changes details without re-computing, and times and periods with it', async () => {
    const match = await processedMatch();
    const processedAt = async () =>
      (
        await db()
          .select({ at: rawTracks.processedAt })
          .from(rawTracks)
          .innerJoin(
            sessionParticipations,
            eq(sessionParticipations.id, rawTracks.sessionParticipationId),
          )
          .where(eq(sessionParticipations.sessionId, match.id))
          .orderBy(asc(rawTracks.id))
      ).map((row) => row.at?.getTime());
    const before = await processedAt();
    const base = { id: match.id, startTime: at(-5), endTime: at(25), opponent: 'Harbour Rovers' };
    const details = await update({ ...base, description: 'Cup tie', score: 2, opponentScore: 1 });
    expect(refusals(details)).toEqual([]);
    expect(details.data!.updateSession.session).toMatchObject({
      description: 'Cup tie',
      opponent: 'Harbour Rovers',
      matchSessionPeriods: [{ name: '1st Half' }, { name: '2nd Half' }],
    });
    expect(await processedAt()).toEqual(before);

    const oldPeriods = await db()
      .select()
      .from(matchPeriods)
      .where(eq(matchPeriods.sessionId, match.id));
    const longer = await update({ ...base, endTime: at(30), periods: halves(28) });
    expect(refusals(longer)).toEqual([]);
    await untilProcessed(db(), match.id);
    const after = await processedAt();
    after.forEach((time, k) => expect(time).toBeGreaterThan(before[k]!));
    const periods = await db()
      .select()
      .from(matchPeriods)
      .where(eq(matchPeriods.sessionId, match.id));
    expect(periods.map((period) => period.endTime.toISOString())).toEqual([at(10), at(28)]);
    expect(periods.map((p) => p.id)).not.toContain(oldPeriods[0]!.id);
    const windows = await db()
      .select({ windowKey: teamMetricSets.windowKey })
      .from(teamMetricSets)
      .where(
        and(eq(teamMetricSets.sessionId, match.id), like(teamMetricSets.windowKey, 'period:%')),
      );
    expect(windows.map((row) => row.windowKey).sort()).toEqual(
      periods.map((period) => `period:${period.id}`).sort(),
    );
  });

  it('refuses what createSession refuses, and changes nothing', async () => {
    const match = await createShortMatch(db(), clubId);
    const [before] = await db().select().from(sessions).where(eq(sessions.id, match.id));
    const base = { id: match.id, startTime: at(-5), endTime: at(25) };
    expect(refusals(await update({ ...base, endTime: at(-6) }))).toEqual([
      'The session must end after it starts.',
    ]);
    expect(refusals(await update({ ...base, endTime: at(15) }))).toEqual([
      '2nd Half must lie inside the session.',
    ]);
    expect(
      refusals(
        await update({
          ...base,
          periods: [...halves(), { name: '2nd Half', startTime: at(23), endTime: at(24) }],
        }),
      ),
    ).toEqual(['Two periods are called "2nd Half".']);
    expect(refusals(await update({ ...base, score: 1 }))).toEqual(['Give both scores or neither.']);
    const [after] = await db().select().from(sessions).where(eq(sessions.id, match.id));
    expect(after).toEqual(before);
  });

  it("sets a training's pitch, and answers it", async () => {
    const [pitch] = await db()
      .insert(pitches)
      .values({
        clubId,
        name: 'Training ground',
        sport: 'association_football',
        ...DEFAULT_SIMULATED_PITCH,
      })
      .returning();
    const training = await createSession(db(), clubId, {
      kind: 'training',
      startTime: new Date(at(0)),
      endTime: new Date(at(60)),
    });
    const answer = await graphql<{ updateSession: { session: { pitch: { name: string } } } }>(
      app(),
      coach,
      `mutation ($input: UpdateSessionInput!) {
        updateSession(input: $input) { session { ... on TrainingSession { pitch { name } } } errors { fullMessages } } }`,
      { input: { id: training.id, startTime: at(0), endTime: at(60), pitchId: pitch!.id } },
    );
    expect(answer.data!.updateSession.session.pitch).toEqual({ name: 'Training ground' });
  });

  it('is for club staff only; another club’s session is not found', async () => {
    const match = await createShortMatch(db(), clubId);
    const input = { id: match.id, startTime: at(-5), endTime: at(25) };
    const byAthlete = await graphql(app(), athlete, UPDATE, { input });
    expect(refusals(byAthlete)).toEqual(['Only club staff can edit sessions and their segments']);
    const deleteByAthlete = await graphql(app(), athlete, DELETE, { id: match.id });
    expect(refusals(deleteByAthlete)).toEqual([
      'Only club staff can edit sessions and their segments',
    ]);
    const rival = await createRivalClub(db());
    const theirs = await createShortMatch(db(), rival.clubId);
    for (const query of [UPDATE, DELETE]) {
      const variables =
        query === UPDATE ? { input: { ...input, id: theirs.id } } : { id: theirs.id };
      expect(refusals(await graphql(app(), coach, query, variables))).toEqual([
        'Session not found',
      ]);
    }
  });
});

describe('deleteSession', () => {
  it('removes everything of the session and leaves no row of it behind', async () => {
    // The club's 'Match' definition exists before: a session's delete leaves it to the club.
    await createShortMatch(db(), clubId);
    const digest = await clubRowsDigest(testApp.testDatabase.database, clubId);
    const match = await processedMatch();
    await db()
      .insert(segments)
      .values({
        clubId,
        sessionId: match.id,
        title: 'Pressing',
        startTime: new Date(at(1)),
        endTime: new Date(at(3)),
      });
    const importId = await createImport(app(), coach, clubId, match.id);
    await sendImportFile(app(), coach, importId, {
      name: 'later.csv',
      content: edgeExports(1, 3)[0]!,
    });
    expect(await clubRowsDigest(testApp.testDatabase.database, clubId)).not.toBe(digest);

    const answer = await graphql<{ deleteSession: { id: string } }>(app(), coach, DELETE, {
      id: match.id,
    });
    expect(refusals(answer)).toEqual([]);
    expect(answer.data!.deleteSession.id).toBe(match.id);
    expect(await clubRowsDigest(testApp.testDatabase.database, clubId)).toBe(digest);
    const again = await graphql(app(), coach, DELETE, { id: match.id });
    expect(refusals(again)).toEqual(['Session not found']);
  });

  it('links the next session to the one before the deleted one', async () => {
    const training = (day: number) =>
      createTrainingAs(
        app(),
        coach,
        clubId,
        `2027-03-0${day}T10:00:00Z`,
        `2027-03-0${day}T11:00:00Z`,
      );
    const first = await training(1);
    const second = await training(2);
    const third = await training(3);
    await graphql(app(), coach, DELETE, { id: second });
    const [row] = await db().select().from(sessions).where(eq(sessions.id, third));
    expect(row!.previousSessionId).toBe(first);
  });
});
