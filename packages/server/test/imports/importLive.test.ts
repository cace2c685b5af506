import { beforeAll, describe, expect, it } from 'vitest';
import { athletes } from '../../src/db/tables.js';
import { liveAnswers } from '../support/liveAnswers.js';
import { refusals } from '../support/refusals.js';
import { addAthletes, createShortMatch, edgeExports } from '../support/sessionFixtures.js';
import { graphql } from '../support/testApp.js';
import { edgeFileWithSerial } from '../support/trackerFiles.js';
import { postUpload } from '../support/uploadFile.js';
import {
  createImport,
  createTrainingAs,
  IMPORT_FIELDS,
  PROCESS_IMPORT,
  sendImportFile,
  untilRead,
  type ImportAnswer,
} from './importOperations.js';
import { app, athlete, clubId, coach, db, useImportsWorld } from './importsWorld.js';

useImportsWorld();
beforeAll(async () => {
  await db()
    .insert(athletes)
    .values({ clubId, name: 'Live Player', initials: 'LP', deviceSerials: ['IMP-LIVE-1'] });
});

const IMPORT_UPDATED = `subscription ($importId: ID!) {
  importUpdated(importId: $importId) { importId import { ${IMPORT_FIELDS} } } }`;
const STAGES = ['ready', 'queued', 'reading', 'computing', 'done'];

describe('importUpdated', () => {
  it('answers the import now, then as its files are read and their tracks go through each stage', async () => {
    const importId = await createImport(app(), coach, clubId);
    type Update = { importUpdated: { importId: string; import: ImportAnswer } };
    const live = await liveAnswers<Update>(app(), coach, IMPORT_UPDATED, { importId });
    const track = (update: Update) => update.importUpdated.import.files[0]?.tracks[0];
    try {
      await live.until((update) => update.importUpdated.importId === importId);
      expect(live.answers[0]!.importUpdated.import.files).toEqual([]);
      await sendImportFile(app(), coach, importId, {
        name: 'live.csv',
        content: edgeFileWithSerial('IMP-LIVE-1', 60),
      });
      await live.until((update) => track(update)?.athlete?.name === 'Live Player');
      const read = await untilRead(app(), coach, importId);
      const answer = await graphql(app(), coach, PROCESS_IMPORT, {
        importId,
        session: {
          newSession: {
            clubId,
            kind: 'training',
            startTime: read.proposedStartTime,
            endTime: read.proposedEndTime,
          },
        },
      });
      expect(refusals(answer)).toEqual([]);
      await live.until((update) => track(update)?.status === 'done');
      const seen = live.answers.flatMap((update) => {
        const status = track(update)?.status;
        return status ? [status] : [];
      });
      // Each stage is heard in order, never one going back (some may pass between two answers).
      const order = seen.map((status) => STAGES.indexOf(status));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(seen.at(-1)).toBe('done');
      expect(live.answers.length).toBeGreaterThan(3);
    } finally {
      await live.dispose();
    }
  });

  it('answers an athlete of the club as if the import did not exist', async () => {
    const importId = await createImport(app(), coach, clubId);
    const live = await liveAnswers(app(), athlete, IMPORT_UPDATED, { importId });
    try {
      await expect(live.until(() => true)).rejects.toThrow('Import not found');
    } finally {
      await live.dispose();
    }
  });
});

describe("a session's live answers", () => {
  it("sessionProcessed answers as each file moves a stage on, with the session's progress", async () => {
    const match = await createShortMatch(db(), clubId);
    const players = await addAthletes(db(), clubId, ['Progress One', 'Progress Two']);
    type Heard = {
      sessionProcessed: {
        dataProcessing: boolean;
        processingProgress: { done: number; total: number };
      };
    };
    const live = await liveAnswers<Heard>(
      app(),
      coach,
      `subscription ($id: ID!) { sessionProcessed(sessionId: $id) {
        sessionId dataProcessing processingProgress { done total } } }`,
      { id: match.id },
    );
    try {
      await live.until(() => true);
      for (const [k, content] of edgeExports(2, 61).entries()) {
        await postUpload(
          app(),
          coach,
          { sessionId: match.id, athleteId: players[k]! },
          { name: `p${k}.csv`, content },
        );
      }
      await live.until(
        (heard) => !heard.sessionProcessed.dataProcessing && live.answers.indexOf(heard) > 0,
      );
      // Two uploads, then each track's stages (reading, computing, done), then the end: more than the start and end.
      expect(live.answers.length).toBeGreaterThan(4);
      for (const { sessionProcessed } of live.answers) {
        const { done, total } = sessionProcessed.processingProgress;
        expect(done).toBeLessThanOrEqual(total);
        expect(total).toBeLessThanOrEqual(2);
      }
      expect(live.answers.at(-1)!.sessionProcessed.processingProgress).toEqual({
        done: 0,
        total: 0,
      });
    } finally {
      await live.dispose();
    }
  });

  it('sessionsChanged answers as sessions are created and deleted', async () => {
    type Heard = { sessionsChanged: { sessionId: string | null; session: { id: string } | null } };
    const live = await liveAnswers<Heard>(
      app(),
      athlete,
      `subscription ($clubId: ID!) { sessionsChanged(clubId: $clubId) { clubId sessionId session { id } } }`,
      { clubId },
    );
    try {
      await live.until((heard) => heard.sessionsChanged.sessionId === null);
      const id = await createTrainingAs(
        app(),
        coach,
        clubId,
        '2027-04-01T10:00:00Z',
        '2027-04-01T11:00:00Z',
      );
      await live.until((heard) => heard.sessionsChanged.session?.id === id);
      await graphql(app(), coach, `mutation ($id: ID!) { deleteSession(id: $id) { id } }`, { id });
      await live.until(
        (heard) => heard.sessionsChanged.sessionId === id && heard.sessionsChanged.session === null,
      );
    } finally {
      await live.dispose();
    }
  });
});
