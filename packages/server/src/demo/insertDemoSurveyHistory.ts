import type { Random, SurveyMetric } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { notifications, surveyDistributions } from '../db/tables.js';

/** One sending of a demo survey: when, about which session, and each athlete's answer by metric. */
export interface DemoSurveySending {
  occurrence: string;
  at: Date;
  sessionId: string | null;
  answers: Map<string, Partial<Record<SurveyMetric, number>>>;
  /** Athletes who surely answer it, within minutes (as far as `now` allows). */
  answeredBy?: ReadonlySet<string>;
}

/** Each occurrence's distribution, recipients, answers (some missed, some late) and notifications. */
export async function insertDemoSurveyHistory(
  tx: Db,
  random: Random,
  survey: {
    clubId: string;
    surveyId: string;
    triggerId: string;
    now: Date;
    byMetric: Map<SurveyMetric | null, string>;
    squad: { id: string; personId: string | null }[];
  },
  sent: DemoSurveySending[],
) {
  const { clubId, surveyId, triggerId, now } = survey;
  if (sent.length === 0) return;
  const rows = await tx
    .insert(surveyDistributions)
    .values(
      sent.map((each) => ({
        clubId,
        surveyId,
        triggerId,
        occurrence: each.occurrence,
        sessionId: each.sessionId,
        distributedAt: each.at,
      })),
    )
    .returning({ id: surveyDistributions.id });
  const reliability = new Map(
    survey.squad.map((athlete) => [athlete.id, random.uniform(0.72, 0.98)]),
  );
  const persons = new Map(survey.squad.map((athlete) => [athlete.id, athlete.personId]));
  const recipients: { distribution_id: string; athlete_id: string; club_id: string }[] = [];
  const answers: {
    club_id: string;
    survey_id: string;
    distribution_id: string;
    athlete_id: string;
    submitted_at: string;
    values: Record<string, number>;
  }[] = [];
  const told: (typeof notifications.$inferInsert)[] = [];
  sent.forEach((each, index) => {
    const distributionId = rows[index]!.id;
    for (const [athleteId, values] of each.answers) {
      recipients.push({ distribution_id: distributionId, athlete_id: athleteId, club_id: clubId });
      const personId = persons.get(athleteId);
      if (personId)
        told.push({
          clubId,
          personId,
          type: 'LegacySurveyDistributed',
          payload: { surveyId, distributionId },
          createdAt: each.at,
        });
      const sure = each.answeredBy?.has(athleteId) ?? false;
      if (random.next() > reliability.get(athleteId)! && !sure) continue;
      const lateMs = sure
        ? 5 * 60_000
        : random.next() < 0.12
          ? random.uniform(3, 10) * 3_600_000
          : random.uniform(4, 75) * 60_000;
      const submittedAt = new Date(each.at.getTime() + lateMs);
      if (submittedAt > now) continue;
      const stored = Object.fromEntries(
        Object.entries(values).map(([metric, value]) => [
          survey.byMetric.get(metric as SurveyMetric)!,
          value,
        ]),
      );
      answers.push({
        club_id: clubId,
        survey_id: surveyId,
        distribution_id: distributionId,
        athlete_id: athleteId,
        submitted_at: submittedAt.toISOString(),
        values: stored,
      });
    }
  });
  // One parameter each (JSON rows expanded by the database): thousands of rows in one go.
  await tx.execute(sql`insert into survey_distribution_recipients (distribution_id, athlete_id, club_id)
    select r.distribution_id, r.athlete_id, r.club_id
      from json_to_recordset(${JSON.stringify(recipients)}::json)
        as r(distribution_id uuid, athlete_id uuid, club_id uuid)`);
  await tx.execute(sql`insert into survey_answers (club_id, survey_id, distribution_id, athlete_id, submitted_at, values)
    select a.club_id, a.survey_id, a.distribution_id, a.athlete_id, a.submitted_at, a.values
      from json_to_recordset(${JSON.stringify(answers)}::json)
        as a(club_id uuid, survey_id uuid, distribution_id uuid, athlete_id uuid, submitted_at timestamptz, values jsonb)`);
  if (told.length > 0) await tx.insert(notifications).values(told);
}
