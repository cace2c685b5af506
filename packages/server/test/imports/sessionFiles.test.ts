import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  athleteMetricSets,
  rawTracks,
  sessionParticipations,
  teamMetricSets,
  uploads,
} from '../../src/db/tables.js';
import { refusals } from '../support/refusals.js';
import { addAthletes, createShortMatch, edgeExports } from '../support/sessionFixtures.js';
import { graphql } from '../support/testApp.js';
import { untilProcessed } from '../support/untilProcessed.js';
import { postUpload } from '../support/uploadFile.js';
import { app, athlete, clubId, coach, db, useImportsWorld } from './importsWorld.js';

const FILES = `query ($id: ID!) { session(id: $id) { id dataProcessing
  ... on MatchSession { processingProgress { done total }
    files { id fileName format byteSize uploadedAt
      tracks { id key athlete { name } matchedBy status problem sampleCount startTime } } } } }`;
const REPROCESS = `mutation ($id: ID!) { reprocessSessionFile(id: $id) { session { id dataProcessing } errors { path fullMessages } } }`;
const REMOVE = `mutation ($id: ID!) { removeSessionFile(id: $id) { session { id } errors { path fullMessages } } }`;

interface FilesAnswer {
  session: {
    dataProcessing: boolean;
    processingProgress: { done: number; total: number };
    files: {
      id: string;
      fileName: string;
      format: string;
      tracks: {
        athlete: { name: string };
        status: string;
        problem: string | null;
        sampleCount: number;
      }[];
    }[];
  };
}

let matchId: string;
let players: string[];

useImportsWorld();
beforeAll(async () => {
  players = await addAthletes(db(), clubId, ['Files One', 'Files Two', 'Files Three']);
});

const files = () => graphql<FilesAnswer>(app(), coach, FILES, { id: matchId });

describe("a session's files", () => {
  it('lists each file with its athletes and their status for staff', async () => {
    matchId = (await createShortMatch(db(), clubId)).id;
    for (const [k, content] of edgeExports(2, 70).entries()) {
      await postUpload(
        app(),
        coach,
        { sessionId: matchId, athleteId: players[k]! },
        { name: `f${k}.csv`, content },
      );
    }
    await postUpload(
      app(),
      coach,
      { sessionId: matchId, athleteId: players[2]! },
      { name: 'broken.csv', content: 'timestamp,lat,lon\nyesterday,1,2\n' },
    );
    await untilProcessed(db(), matchId);
    const answer = await files();
    expect(answer.errors).toBeUndefined();
    const session = answer.data!.session;
    expect(session.processingProgress).toEqual({ done: 0, total: 0 });
    expect(session.files.map((file) => [file.fileName, file.format])).toEqual([
      ['f0.csv', 'edge'],
      ['f1.csv', 'edge'],
      ['broken.csv', 'edge'],
    ]);
    expect(session.files[0]!.tracks).toEqual([
      expect.objectContaining({ athlete: { name: 'Files One' }, status: 'done', problem: null }),
    ]);
    expect(session.files[0]!.tracks[0]!.sampleCount).toBeGreaterThan(1000);
    expect(session.files[2]!.tracks).toEqual([
      expect.objectContaining({ athlete: { name: 'Files Three' }, status: 'warning' }),
    ]);
    expect(session.files[2]!.tracks[0]!.problem).toMatch(/^broken\.csv, line 2: /);
  });

  it('is FORBIDDEN to an athlete, and so are its changes', async () => {
    const answer = await graphql(app(), athlete, FILES, { id: matchId });
    expect(refusals(answer)).toEqual([
      'Only club staff can import files and manage a session’s files',
    ]);
    const { files: listed } = (await files()).data!.session;
    for (const mutation of [REPROCESS, REMOVE]) {
      expect(refusals(await graphql(app(), athlete, mutation, { id: listed[0]!.id }))).toEqual([
        'Only club staff can edit sessions and their segments',
      ]);
      expect(
        refusals(
          await graphql(app(), coach, mutation, { id: '6a1f0d7e-3b7c-4a55-9a53-0f2b8f1e9c11' }),
        ),
      ).toEqual(['File not found']);
    }
  });

  it('re-processes a file from its stored bytes', async () => {
    const { files: listed } = (await files()).data!.session;
    const [before] = await db()
      .select()
      .from(rawTracks)
      .where(eq(rawTracks.uploadId, listed[0]!.id));
    const answer = await graphql<{
      reprocessSessionFile: { session: { dataProcessing: boolean } };
    }>(app(), coach, REPROCESS, { id: listed[0]!.id });
    expect(refusals(answer)).toEqual([]);
    expect(answer.data!.reprocessSessionFile.session.dataProcessing).toBe(true);
    await untilProcessed(db(), matchId);
    const [after] = await db()
      .select()
      .from(rawTracks)
      .where(eq(rawTracks.uploadId, listed[0]!.id));
    expect(after!.status).toBe('processed');
    expect(after!.processedAt!.getTime()).toBeGreaterThan(before!.processedAt!.getTime());
  });

  it('removes a file with its metrics; its athlete stays, without data, and the team values follow', async () => {
    const { files: listed } = (await files()).data!.session;
    const teamDistance = async () =>
      (
        await db()
          .select({ n: teamMetricSets.participantsWithData })
          .from(teamMetricSets)
          .where(
            and(eq(teamMetricSets.sessionId, matchId), eq(teamMetricSets.windowKey, 'session')),
          )
      )[0]!.n;
    expect(await teamDistance()).toBe(2);
    const answer = await graphql(app(), coach, REMOVE, { id: listed[1]!.id });
    expect(refusals(answer)).toEqual([]);
    await untilProcessed(db(), matchId);
    expect(await db().select().from(uploads).where(eq(uploads.id, listed[1]!.id))).toEqual([]);
    const [participation] = await db()
      .select()
      .from(sessionParticipations)
      .where(
        and(
          eq(sessionParticipations.sessionId, matchId),
          eq(sessionParticipations.athleteId, players[1]!),
        ),
      );
    expect(participation).toBeDefined();
    expect(
      await db()
        .select()
        .from(athleteMetricSets)
        .where(eq(athleteMetricSets.sessionParticipationId, participation!.id)),
    ).toEqual([]);
    expect(await teamDistance()).toBe(1);
    expect((await files()).data!.session.files.map((file) => file.fileName)).toEqual([
      'f0.csv',
      'broken.csv',
    ]);
  });
});
