import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  athleteGroups,
  athleteMetricSets,
  heatmapGrids,
  matchPeriods,
  pitches,
  rawTracks,
  sessionParticipations,
  uploads,
} from '../../src/db/tables.js';
import {
  REPORT_ATHLETES,
  seedAthleteGroups,
  seedReportSessions,
} from '../support/sessionReportFixtures.js';
import type { Session, TestApp } from '../support/testApp.js';
import { seedVictimDataset } from './datasetFixtures.js';
import { seedVictimImport } from './importFixtures.js';
import { seedVictimMembers } from './memberFixtures.js';
import { seedVictimNotification } from './notificationFixtures.js';
import { seedVictimReport } from './reportFixtures.js';
import { seedVictimSurvey } from './surveyFixtures.js';
import { seedDrill } from './victimDrill.js';

/** The ids an operation can name, of the victim club or of nothing at all. */
export interface TargetIds {
  clubId: string;
  trainingId: string;
  matchId: string;
  athleteId: string;
  athleteIds: string[];
  /** A group of the club's athletes. */
  athleteGroupId: string;
  pitchId: string;
  heatmapSetId: string;
  /** A segment of the training, one of its session participations, and a tag of each kind. */
  segmentId: string;
  participationId: string;
  segmentTagId: string;
  partTagId: string;
  sessionTagId: string;
  /** A report of the club and one of its charts. */
  reportId: string;
  reportChartId: string;
  /** A generated dataset of the club (a report's kind), and a CSV Builder one of its template. */
  datasetId: string;
  /** A survey of the club: one of its questions, a distribution answered by its athletes, a trigger. */
  surveyId: string;
  surveyQuestionId: string;
  surveyDistributionId: string;
  surveyTriggerId: string;
  csvDatasetId: string;
  datasetTemplateId: string;
  /** A membership of the club (its athlete's) and an open invite. */
  membershipId: string;
  inviteId: string;
  /** One of the club's stored tracker files. */
  uploadId: string;
  /** An import of the club, its file and its track. */
  importId: string;
  importFileId: string;
  importTrackId: string;
  /** A notification of one of the club's members. */
  notificationId: string;
}

export interface VictimClub {
  ids: TargetIds;
  /** One of the match's raw tracks, for the job entry points. */
  rawTrackId: string;
  /** Every id of the victim's rows and every name or text of theirs: none may reach an outsider. */
  secrets: string[];
}

/** The same shape, every id a fresh random one: what "an unknown id" answers. */
export function unknownIds(ids: TargetIds): TargetIds {
  return {
    clubId: randomUUID(),
    trainingId: randomUUID(),
    matchId: randomUUID(),
    athleteId: randomUUID(),
    athleteIds: ids.athleteIds.map(() => randomUUID()),
    athleteGroupId: randomUUID(),
    pitchId: randomUUID(),
    heatmapSetId: randomUUID(),
    uploadId: randomUUID(),
    segmentId: randomUUID(),
    participationId: randomUUID(),
    segmentTagId: randomUUID(),
    partTagId: randomUUID(),
    sessionTagId: randomUUID(),
    reportId: randomUUID(),
    reportChartId: randomUUID(),
    datasetId: randomUUID(),
    surveyId: randomUUID(),
    surveyQuestionId: randomUUID(),
    surveyDistributionId: randomUUID(),
    surveyTriggerId: randomUUID(),
    csvDatasetId: randomUUID(),
    datasetTemplateId: randomUUID(),
    membershipId: randomUUID(),
    inviteId: randomUUID(),
    importId: randomUUID(),
    importFileId: randomUUID(),
    importTrackId: randomUUID(),
    notificationId: randomUUID(),
  };
}

/**
 * Touchline FC with what a club holds, made through the real app: a
 * processed training session and match (pitch, periods, heat maps), Edge
 * files uploaded by the coach, athlete groups and a processing warning.
 */
export async function seedVictimClub(
  testApp: TestApp,
  coach: Session,
  clubId: string,
): Promise<VictimClub> {
  const db = testApp.testDatabase.database.db;
  const report = await seedReportSessions(testApp, coach, clubId);
  const groups = await seedAthleteGroups(db, clubId, report.squad);
  const sessionIds = [report.trainingId, report.matchId];
  const [participations, sets, heatmaps, periods, pitchRows, fileRows, trackRows] =
    await Promise.all([
      db
        .select({ id: sessionParticipations.id })
        .from(sessionParticipations)
        .where(inArray(sessionParticipations.sessionId, sessionIds)),
      db
        .select({ id: athleteMetricSets.id })
        .from(athleteMetricSets)
        .where(inArray(athleteMetricSets.sessionId, sessionIds)),
      db
        .select({ id: heatmapGrids.athleteMetricSetId })
        .from(heatmapGrids)
        .where(eq(heatmapGrids.clubId, clubId)),
      db
        .select({ id: matchPeriods.id })
        .from(matchPeriods)
        .where(eq(matchPeriods.sessionId, report.matchId)),
      db
        .select({ id: pitches.id, name: pitches.name })
        .from(pitches)
        .where(eq(pitches.clubId, clubId)),
      db
        .select({ id: uploads.id, fileName: uploads.fileName })
        .from(uploads)
        .where(eq(uploads.clubId, clubId)),
      db
        .select({ id: rawTracks.id })
        .from(rawTracks)
        .innerJoin(
          sessionParticipations,
          eq(sessionParticipations.id, rawTracks.sessionParticipationId),
        )
        .where(
          and(eq(rawTracks.clubId, clubId), eq(sessionParticipations.sessionId, report.matchId)),
        ),
    ]);
  const groupRows = await db
    .select({ id: athleteGroups.id, name: athleteGroups.name })
    .from(athleteGroups)
    .where(inArray(athleteGroups.id, [groups.midfieldId, groups.defenceId]));
  const drill = await seedDrill(db, clubId, report.trainingId);
  const flexibleReport = await seedVictimReport(db, clubId);
  const dataset = await seedVictimDataset(db, clubId);
  const survey = await seedVictimSurvey(db, clubId, Object.values(report.squad));
  const members = await seedVictimMembers(db, clubId);
  const notification = await seedVictimNotification(db, clubId);
  const clubImport = await seedVictimImport(db, clubId, Object.values(report.squad)[0]!);
  const heatmapSetId = heatmaps[0]?.id;
  if (!heatmapSetId) throw new Error('Processing the match made no heat map');
  const athleteIds = Object.values(report.squad);
  const ids: TargetIds = {
    clubId,
    trainingId: report.trainingId,
    matchId: report.matchId,
    athleteId: athleteIds[0]!,
    athleteIds,
    athleteGroupId: groups.midfieldId,
    pitchId: pitchRows[0]!.id,
    heatmapSetId,
    uploadId: fileRows[0]!.id,
    ...drill.ids,
    ...flexibleReport.ids,
    ...dataset.ids,
    ...survey.ids,
    ...members.ids,
    ...clubImport.ids,
    ...notification.ids,
  };
  const secrets = [
    clubId,
    ...sessionIds,
    ...athleteIds,
    ...[participations, sets, periods, pitchRows, fileRows, trackRows, groupRows]
      .flat()
      .map((row) => row.id),
    'Touchline FC',
    ...REPORT_ATHLETES.map((name) => name.split(',')[0]!),
    'Pressing drills',
    'Harbour Rovers',
    'League Match',
    ...pitchRows.map((row) => row.name),
    ...fileRows.map((row) => row.fileName),
    ...groupRows.map((row) => row.name),
    'no GPS fix',
    ...drill.secrets,
    ...flexibleReport.secrets,
    ...dataset.secrets,
    ...survey.secrets,
    ...members.secrets,
    ...clubImport.secrets,
    ...notification.secrets,
  ];
  return { ids, rawTrackId: trackRows[0]!.id, secrets };
}
