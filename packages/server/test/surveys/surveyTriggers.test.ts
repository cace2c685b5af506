import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athleteGroupMembers, athleteGroups } from '../../src/db/rosterSchema.js';
import { athletes } from '../../src/db/schema.js';
import { sessionParticipations } from '../../src/db/sessionsSchema.js';
import {
  notifications,
  surveyDistributionRecipients,
  surveyDistributions,
  surveyTimerTriggers,
} from '../../src/db/surveysSchema.js';
import { createSession } from '../../src/modules/sessions/createSession.service.js';
import { fireSurveyTrigger } from '../../src/modules/surveys/fireSurveyTrigger.js';
import { queueSurveyTriggers } from '../../src/modules/surveys/queueSurveyTriggers.js';
import { SUBMIT } from './surveyOperations.js';
import {
  aSurvey,
  athlete,
  athleteId,
  clubId,
  data,
  db,
  testApp,
  useSurveysWorld,
} from './surveysWorld.js';

useSurveysWorld();

const at = (iso: string) => new Date(iso);

async function aTrigger(values: Partial<typeof surveyTimerTriggers.$inferInsert>) {
  const { survey, questions } = await aSurvey('Triggered');
  const [trigger] = await db()
    .insert(surveyTimerTriggers)
    .values({
      clubId,
      surveyId: survey.id,
      kind: 'daily',
      localTime: '07:30',
      timeZone: 'Europe/London',
      createdAt: at('2031-01-01T00:00:00Z'),
      ...values,
    })
    .returning();
  return { trigger: trigger!, questions };
}

const distributionsOf = (triggerId: string) =>
  db().select().from(surveyDistributions).where(eq(surveyDistributions.triggerId, triggerId));

const recipientsOf = (distributionId: string) =>
  db()
    .select()
    .from(surveyDistributionRecipients)
    .where(eq(surveyDistributionRecipients.distributionId, distributionId));

const toldOf = (distributionId: string, type: 'LegacySurveyDistributed' | 'SurveyReminder') =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, type), eq(notifications.clubId, clubId)))
    .then((rows) => rows.filter((row) => row.payload.distributionId === distributionId));

const clubAthletes = () =>
  db()
    .select({ id: athletes.id, personId: athletes.personId })
    .from(athletes)
    .where(eq(athletes.clubId, clubId));

describe('a daily trigger', () => {
  it('sends once at its local time to every athlete, and tells those with an account', async () => {
    const { trigger } = await aTrigger({});
    expect(await fireSurveyTrigger(db(), trigger.id, at('2031-01-10T07:29:00Z'))).toEqual({
      distributed: 0,
      reminded: 0,
    });
    expect(await fireSurveyTrigger(db(), trigger.id, at('2031-01-10T07:31:00Z'))).toEqual({
      distributed: 1,
      reminded: 0,
    });
    expect(
      (await fireSurveyTrigger(db(), trigger.id, at('2031-01-10T07:45:00Z'))).distributed,
    ).toBe(0);
    const [sent] = await distributionsOf(trigger.id);
    expect(sent).toMatchObject({
      occurrence: '2031-01-10',
      distributedAt: at('2031-01-10T07:30:00Z'),
    });
    const everyone = await clubAthletes();
    expect((await recipientsOf(sent!.id)).map((row) => row.athleteId).sort()).toEqual(
      everyone.map((row) => row.id).sort(),
    );
    const told = await toldOf(sent!.id, 'LegacySurveyDistributed');
    expect(told.map((row) => row.personId).sort()).toEqual(
      everyone.flatMap((row) => (row.personId ? [row.personId] : [])).sort(),
    );
  });

  it('keeps to the zone’s summer time, and leaves an occurrence older than six hours unsent', async () => {
    const { trigger } = await aTrigger({ createdAt: at('2031-06-01T00:00:00Z') });
    expect(
      (await fireSurveyTrigger(db(), trigger.id, at('2031-06-10T06:31:00Z'))).distributed,
    ).toBe(1);
    expect((await distributionsOf(trigger.id))[0]!.distributedAt).toEqual(
      at('2031-06-10T06:30:00Z'),
    );
    expect(
      (await fireSurveyTrigger(db(), trigger.id, at('2031-06-12T13:00:00Z'))).distributed,
    ).toBe(0);
  });

  it('reminds those still pending two hours on, once, and not those who answered', async () => {
    const { trigger, questions } = await aTrigger({ createdAt: at('2031-02-01T00:00:00Z') });
    await fireSurveyTrigger(db(), trigger.id, at('2031-02-03T07:30:00Z'));
    const [sent] = await distributionsOf(trigger.id);
    await data(
      SUBMIT,
      {
        distributionId: sent!.id,
        answers: questions.slice(0, 2).map((question) => ({ questionId: question.id, value: 4 })),
      },
      athlete,
    );
    expect((await fireSurveyTrigger(db(), trigger.id, at('2031-02-03T09:29:00Z'))).reminded).toBe(
      0,
    );
    const recipients = await recipientsOf(sent!.id);
    const fired = await fireSurveyTrigger(db(), trigger.id, at('2031-02-03T09:31:00Z'));
    expect(fired).toEqual({ distributed: 0, reminded: recipients.length - 1 });
    expect((await fireSurveyTrigger(db(), trigger.id, at('2031-02-03T09:40:00Z'))).reminded).toBe(
      0,
    );
    const reminded = await recipientsOf(sent!.id);
    expect(reminded.find((row) => row.athleteId === athleteId)?.remindedAt).toBeNull();
    const [me] = (await clubAthletes()).filter((row) => row.id === athleteId);
    const reminders = await toldOf(sent!.id, 'SurveyReminder');
    expect(reminders.map((row) => row.personId)).not.toContain(me!.personId);
  });

  it('sends nothing while inactive, nor for a time before it existed', async () => {
    const inactive = await aTrigger({ active: false });
    expect(await fireSurveyTrigger(db(), inactive.trigger.id, at('2031-01-10T07:31:00Z'))).toEqual({
      distributed: 0,
      reminded: 0,
    });
    const young = await aTrigger({ createdAt: at('2031-01-10T07:40:00Z') });
    expect(
      (await fireSurveyTrigger(db(), young.trigger.id, at('2031-01-10T08:00:00Z'))).distributed,
    ).toBe(0);
    expect(
      (await fireSurveyTrigger(db(), young.trigger.id, at('2031-01-11T07:30:00Z'))).distributed,
    ).toBe(1);
  });
});

describe('an after-session trigger', () => {
  it('asks the session’s athletes among its recipients, its offset after the session ends', async () => {
    const [other] = await db()
      .insert(athletes)
      .values({ clubId, name: 'Kit Other', initials: 'KO' })
      .returning();
    const [group] = await db()
      .insert(athleteGroups)
      .values({ clubId, name: 'RPE group', colour: '#336699' })
      .returning();
    await db().insert(athleteGroupMembers).values({ clubId, groupId: group!.id, athleteId });
    const session = await createSession(db(), clubId, {
      kind: 'training',
      startTime: at('2031-03-12T09:30:00Z'),
      endTime: at('2031-03-12T11:00:00Z'),
    });
    await db()
      .insert(sessionParticipations)
      .values(
        [athleteId, other!.id].map((id) => ({ clubId, sessionId: session.id, athleteId: id })),
      );
    const { trigger } = await aTrigger({
      kind: 'afterSession',
      localTime: null,
      offsetMinutes: 30,
      allAthletes: false,
      athleteGroupIds: [group!.id],
      athleteIds: ['not-an-id'],
    });
    expect(
      (await fireSurveyTrigger(db(), trigger.id, at('2031-03-12T11:29:00Z'))).distributed,
    ).toBe(0);
    expect(
      (await fireSurveyTrigger(db(), trigger.id, at('2031-03-12T11:30:00Z'))).distributed,
    ).toBe(1);
    expect(
      (await fireSurveyTrigger(db(), trigger.id, at('2031-03-12T12:00:00Z'))).distributed,
    ).toBe(0);
    const [sent] = await distributionsOf(trigger.id);
    expect(sent).toMatchObject({
      occurrence: session.id,
      sessionId: session.id,
      distributedAt: at('2031-03-12T11:30:00Z'),
    });
    expect((await recipientsOf(sent!.id)).map((row) => row.athleteId)).toEqual([athleteId]);
  });
});

describe('the triggers’ clock', () => {
  it('queues one firing per active trigger, never two waiting for one trigger', async () => {
    const active = await db()
      .select({ id: surveyTimerTriggers.id })
      .from(surveyTimerTriggers)
      .where(eq(surveyTimerTriggers.active, true));
    const { jobs } = testApp.app.touchline;
    expect(await queueSurveyTriggers(db(), jobs)).toBe(active.length);
    expect(await queueSurveyTriggers(db(), jobs)).toBe(0);
    expect(active.length).toBeGreaterThan(0);
  });
});
