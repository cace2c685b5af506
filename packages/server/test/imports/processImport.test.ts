import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  athleteMetricSets,
  athletes,
  fileParts,
  importFiles,
  rawTracks,
  sessionParticipations,
  sessions,
  uploads,
} from '../../src/db/tables.js';
import { refusals } from '../support/refusals.js';
import { storedBytes } from '../support/storedFile.js';
import { createShortMatch } from '../support/sessionFixtures.js';
import { graphql } from '../support/testApp.js';
import { edgeFileWithSerial } from '../support/trackerFiles.js';
import { untilProcessed } from '../support/untilProcessed.js';
import {
  createImport,
  importAs,
  PROCESS_IMPORT,
  sendImportFile,
  SET_ATHLETE,
  untilImportProcessed,
  untilRead,
  type ImportAnswer,
  type ImportPayload,
} from './importOperations.js';
import { app, clubId, coach, db, useImportsWorld } from './importsWorld.js';

let squad: Record<string, string>;

const SQUAD = [
  { name: 'Tobias Wren', deviceSerials: ['IMP-EDGE-20'] },
  { name: 'Imogen Fairweather', deviceSerials: [] },
  { name: 'Priya Nand', deviceSerials: [] },
  { name: 'Ben Castell', deviceSerials: ['IMP-EDGE-23'] },
];

useImportsWorld();
beforeAll(async () => {
  const rows = await db()
    .insert(athletes)
    .values(SQUAD.map((athlete) => ({ clubId, initials: 'XX', ...athlete })))
    .returning();
  squad = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});

const trackOf = (found: ImportAnswer, fileName: string) =>
  found.files.find((file) => file.fileName === fileName)!.tracks[0]!;

const serialsOf = async (name: string) =>
  (await db().select().from(athletes).where(eq(athletes.id, squad[name]!)))[0]!.deviceSerials;

async function process(importId: string, session: Record<string, unknown>) {
  return graphql<{ processImport: ImportPayload }>(app(), coach, PROCESS_IMPORT, {
    importId,
    session,
  });
}

async function setAthlete(trackId: string, athleteId: string | null) {
  return graphql<{ setImportTrackAthlete: ImportPayload }>(app(), coach, SET_ATHLETE, {
    trackId,
    athleteId,
  });
}

describe("'Process'", () => {
  it('matches, stores the chosen tracks in a new session, computes their metrics and remembers serials', async () => {
    const importId = await createImport(app(), coach, clubId);
    const files = [
      ['by-serial.csv', 'IMP-EDGE-20'],
      ['Export for Imogen Fairweather.csv', 'IMP-EDGE-21'],
      ['left-out.csv', 'IMP-EDGE-22'],
      ['chosen.csv', 'IMP-EDGE-23'],
    ] as const;
    for (const [index, [name, serial]] of files.entries()) {
      await sendImportFile(app(), coach, importId, {
        name,
        content: edgeFileWithSerial(serial, 30 + index),
      });
    }
    const read = await untilRead(app(), coach, importId);
    expect(
      files.map(([name]) => {
        const track = trackOf(read, name);
        return [name, track.athlete?.name ?? null, track.matchedBy];
      }),
    ).toEqual([
      ['by-serial.csv', 'Tobias Wren', 'deviceSerial'],
      ['Export for Imogen Fairweather.csv', 'Imogen Fairweather', 'fileName'],
      ['left-out.csv', null, 'none'],
      ['chosen.csv', 'Ben Castell', 'deviceSerial'],
    ]);

    const twice = await setAthlete(trackOf(read, 'chosen.csv').id, squad['Tobias Wren']!);
    expect(refusals(twice)).toEqual(['Each athlete can have only one file in a session.']);
    const chosen = await setAthlete(trackOf(read, 'chosen.csv').id, squad['Priya Nand']!);
    expect(chosen.data?.setImportTrackAthlete.errors).toEqual([]);
    expect(trackOf(chosen.data!.setImportTrackAthlete.import!, 'chosen.csv')).toMatchObject({
      athlete: { name: 'Priya Nand' },
      matchedBy: 'coach',
    });

    const sent = await db().select().from(importFiles).where(eq(importFiles.importId, importId));
    const answer = await process(importId, {
      newSession: {
        clubId,
        kind: 'training',
        startTime: read.proposedStartTime,
        endTime: read.proposedEndTime,
        description: 'Imported training',
      },
    });
    expect(answer.data?.processImport.errors).toEqual([]);
    const processed = answer.data!.processImport.import!;
    expect(processed.processed).toBe(true);
    const sessionId = processed.session!.id;
    const [session] = await db().select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session).toMatchObject({ clubId, kind: 'training', description: 'Imported training' });

    const done = await untilImportProcessed(app(), coach, importId);
    expect(done.files.map((file) => [file.fileName, file.status])).toEqual([
      ['by-serial.csv', 'done'],
      ['Export for Imogen Fairweather.csv', 'done'],
      ['left-out.csv', 'ready'],
      ['chosen.csv', 'done'],
    ]);
    await untilProcessed(db(), sessionId);
    const stored = await db()
      .select({ athleteId: sessionParticipations.athleteId })
      .from(athleteMetricSets)
      .innerJoin(
        sessionParticipations,
        eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
      )
      .where(
        and(eq(athleteMetricSets.sessionId, sessionId), eq(athleteMetricSets.windowKey, 'session')),
      );
    expect(stored.map((row) => row.athleteId).sort()).toEqual(
      [squad['Tobias Wren'], squad['Imogen Fairweather'], squad['Priya Nand']].sort(),
    );
    const files_ = await db().select().from(uploads).where(eq(uploads.sessionId, sessionId));
    expect(files_.map((file) => [file.fileName, file.format]).sort()).toEqual([
      ['Export for Imogen Fairweather.csv', 'edge'],
      ['by-serial.csv', 'edge'],
      ['chosen.csv', 'edge'],
    ]);
    // Each stored file's parts were handed to its upload as they were, never copied; the
    // file left out keeps its own.
    const after = await db().select().from(importFiles).where(eq(importFiles.importId, importId));
    for (const upload of files_) {
      const before = sent.find((file) => file.fileName === upload.fileName)!;
      expect(upload.contentId).toBe(before.contentId);
      expect(after.find((file) => file.id === before.id)!.contentId).toBeNull();
      const owners = await db()
        .selectDistinct({ uploadId: fileParts.uploadId, importFileId: fileParts.importFileId })
        .from(fileParts)
        .where(eq(fileParts.contentId, upload.contentId));
      expect(owners).toEqual([{ uploadId: upload.id, importFileId: null }]);
    }
    const leftOut = after.find((file) => file.fileName === 'left-out.csv')!;
    expect(leftOut.contentId).toBe(sent.find((file) => file.id === leftOut.id)!.contentId);
    expect(
      (await storedBytes(db(), leftOut.contentId!)).equals(edgeFileWithSerial('IMP-EDGE-22', 32)),
    ).toBe(true);

    // Remembered: the coach's and the file name's serials; a serial moves to its new athlete.
    expect(await serialsOf('Imogen Fairweather')).toEqual(['IMP-EDGE-21']);
    expect(await serialsOf('Priya Nand')).toEqual(['IMP-EDGE-23']);
    expect(await serialsOf('Ben Castell')).toEqual([]);
    expect(await serialsOf('Tobias Wren')).toEqual(['IMP-EDGE-20']);

    const again = await process(importId, { sessionId });
    expect(refusals(again)).toEqual([
      'This import has been processed: start a new import to add files.',
    ]);
  }, 180_000);

  it('refuses with nothing chosen, an unclear session or an invalid new one, and stores nothing', async () => {
    const importId = await createImport(app(), coach, clubId);
    await sendImportFile(app(), coach, importId, {
      name: 'nobody.csv',
      content: edgeFileWithSerial('IMP-EDGE-40', 40),
    });
    const read = await untilRead(app(), coach, importId);
    const newSession = {
      clubId,
      kind: 'training',
      startTime: read.proposedStartTime,
      endTime: read.proposedEndTime,
    };
    const sessionsBefore = await db().select({ id: sessions.id }).from(sessions);
    expect(refusals(await process(importId, { newSession }))).toEqual([
      'Choose an athlete for at least one file.',
    ]);
    await setAthlete(trackOf(read, 'nobody.csv').id, squad['Tobias Wren']!);
    const match = await createShortMatch(db(), clubId);
    expect(refusals(await process(importId, { newSession, sessionId: match.id }))).toEqual([
      'Choose one session: one of the club’s, or a new one.',
    ]);
    expect(
      refusals(
        await process(importId, {
          newSession: { ...newSession, endTime: newSession.startTime },
        }),
      ),
    ).toEqual(['The session must end after it starts.']);
    expect(await db().select({ id: sessions.id }).from(sessions)).toHaveLength(
      sessionsBefore.length + 1,
    );
    expect((await importAs(app(), coach, importId)).processed).toBe(false);
  });

  it("adds files to an existing session, replacing an athlete's earlier file there", async () => {
    const match = await createShortMatch(db(), clubId);
    const first = await createImport(app(), coach, clubId, match.id);
    await sendImportFile(app(), coach, first, {
      name: 'first.csv',
      content: edgeFileWithSerial('IMP-EDGE-20', 50),
    });
    await untilRead(app(), coach, first);
    const other = await process(first, { sessionId: (await createShortMatch(db(), clubId)).id });
    expect(refusals(other)).toEqual(['These files go to the session they were added to.']);
    expect(refusals(await process(first, { sessionId: match.id }))).toEqual([]);
    await untilImportProcessed(app(), coach, first);

    const second = await createImport(app(), coach, clubId, match.id);
    await sendImportFile(app(), coach, second, {
      name: 'second.csv',
      content: edgeFileWithSerial('IMP-EDGE-20', 51),
    });
    await untilRead(app(), coach, second);
    expect(refusals(await process(second, { sessionId: match.id }))).toEqual([]);
    await untilImportProcessed(app(), coach, second);
    const tracks = await db()
      .select({ fileName: uploads.fileName })
      .from(rawTracks)
      .innerJoin(uploads, eq(uploads.id, rawTracks.uploadId))
      .innerJoin(
        sessionParticipations,
        eq(sessionParticipations.id, rawTracks.sessionParticipationId),
      )
      .where(
        and(
          eq(sessionParticipations.sessionId, match.id),
          inArray(sessionParticipations.athleteId, [squad['Tobias Wren']!]),
        ),
      );
    expect(tracks).toEqual([{ fileName: 'second.csv' }]);
  });

  it("stores an EPTS pair as one upload, the metadata's parts beside the data's, and reads them both", async () => {
    const importId = await createImport(app(), coach, clubId);
    const [metadata, raw] = eptsPair(30);
    await sendImportFile(app(), coach, importId, { name: 'match-7.xml', content: metadata });
    await sendImportFile(app(), coach, importId, { name: 'match-7.txt', content: raw });
    // The data file may be read alone first (unreadable), then with its metadata.
    let read: ImportAnswer | undefined;
    await expect
      .poll(
        async () => {
          read = await importAs(app(), coach, importId);
          return read.files.map((file) => [file.status, file.tracks.length]);
        },
        { timeout: 60_000, interval: 100 },
      )
      .toEqual([
        ['ready', 1],
        ['ready', 0],
      ]);
    const sent = await db().select().from(importFiles).where(eq(importFiles.importId, importId));
    const contentOf = (name: string) => sent.find((file) => file.fileName === name)!.contentId;
    await setAthlete(read!.files[0]!.tracks[0]!.id, squad['Imogen Fairweather']!);
    const answer = await process(importId, {
      newSession: {
        clubId,
        kind: 'training',
        startTime: read!.proposedStartTime,
        endTime: read!.proposedEndTime,
      },
    });
    expect(answer.data?.processImport.errors).toEqual([]);
    const done = await untilImportProcessed(app(), coach, importId);
    expect(done.files.flatMap((file) => file.tracks).map((each) => each.status)).toEqual(['done']);
    const [upload] = await db()
      .select()
      .from(uploads)
      .where(eq(uploads.sessionId, answer.data!.processImport.import!.session!.id));
    expect([upload!.fileName, upload!.format]).toEqual(['match-7.txt', 'epts']);
    expect(upload!.contentId).toBe(contentOf('match-7.txt'));
    expect(upload!.eptsMetadataId).toBe(contentOf('match-7.xml'));
    expect((await storedBytes(db(), upload!.eptsMetadataId!)).toString()).toBe(metadata);
    const owners = await db()
      .selectDistinct({ uploadId: fileParts.uploadId })
      .from(fileParts)
      .where(inArray(fileParts.contentId, [upload!.contentId, upload!.eptsMetadataId!]));
    expect(owners).toEqual([{ uploadId: upload!.id }]);
  }, 180_000);
});

/** An EPTS recording of one player running along the touchline for `seconds`: its metadata XML and raw data. */
function eptsPair(seconds: number): [string, string] {
  const metadata = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<main><Metadata>',
    '<GlobalConfig><ProviderName>Test</ProviderName><FrameRate>25</FrameRate></GlobalConfig>',
    '<Sessions><Session id="s1"><SessionType>Match</SessionType>',
    '<Start>2024-05-04T15:00:00.000Z</Start>',
    '<FieldSize><Width>105</Width><Height>68</Height></FieldSize></Session></Sessions>',
    '<Teams><Team id="A"><Name>Team A</Name></Team></Teams>',
    '<Players><Player id="P1" teamId="A"><Name>Imogen Fairweather</Name>',
    '<ShirtNumber>7</ShirtNumber></Player></Players>',
    '<Devices><Device id="d1"><Name>Device 1</Name><Sensors><Sensor id="position">',
    '<Name>Position</Name><Channels><Channel id="x"><Name>position_x</Name><Unit>m</Unit></Channel>',
    '<Channel id="y"><Name>position_y</Name><Unit>m</Unit></Channel></Channels></Sensor>',
    '</Sensors></Device></Devices>',
    '<PlayerChannels><PlayerChannel id="p_x" playerId="P1" channelId="x"/>',
    '<PlayerChannel id="p_y" playerId="P1" channelId="y"/></PlayerChannels>',
    '</Metadata><DataFormatSpecifications>',
    `<DataFormatSpecification separator=":" startFrame="1" endFrame="${seconds * 25}">`,
    '<StringRegister name="frameCount"/>',
    '<SplitRegister separator=";"><SplitRegister separator=",">',
    '<PlayerChannelRef playerChannelId="p_x"/><PlayerChannelRef playerChannelId="p_y"/>',
    '</SplitRegister></SplitRegister>',
    '<SplitRegister separator=","><BallChannelRef channelId="x"/><BallChannelRef channelId="y"/></SplitRegister>',
    '</DataFormatSpecification></DataFormatSpecifications></main>',
  ].join('\n');
  const lines = Array.from(
    { length: seconds * 25 },
    (_, k) => `${k + 1}:${(5 + k * 0.2).toFixed(2)},2.00:50,30`,
  );
  return [metadata, lines.join('\n') + '\n'];
}
