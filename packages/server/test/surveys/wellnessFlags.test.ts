import { addCalendarDays, instantAtLocalTime, WELLNESS_ITEMS } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes, clubs } from '../../src/db/schema.js';
import { surveyAnswers } from '../../src/db/surveysSchema.js';
import { createDemoSurveys, DEMO_STRUGGLING_ATHLETE } from '../../src/demo/createDemoSurveys.js';
import { createSurvey } from '../../src/modules/surveys/createSurvey.service.js';
import { distributeSurvey } from '../../src/modules/surveys/distributeSurvey.service.js';
import {
  ask,
  athlete,
  athleteId,
  clubId,
  coach,
  data,
  db,
  useSurveysWorld,
} from './surveysWorld.js';

useSurveysWorld();

const FLAGS = `query ($clubId: ID!, $date: String!) {
  wellnessFlags(clubId: $clubId, date: $date) {
    athlete { id name } hooperIndex mean standardDeviation baselineDays
  }
}`;
interface Flags {
  wellnessFlags: {
    athlete: { id: string; name: string };
    hooperIndex: number;
    mean: number;
    standardDeviation: number;
    baselineDays: number;
  }[];
}

const flagsOn = async (date: string) =>
  (await data<Flags>(FLAGS, { clubId, date }, coach)).wellnessFlags;

/** A wellness survey sent on each date, answered by the demo athlete with the day's five items. */
async function wellnessDays(days: { date: string; items: number[] }[]) {
  const [club] = await db().select().from(clubs).where(eq(clubs.id, clubId));
  const { survey, questions } = await createSurvey(db(), {
    clubId,
    title: 'Flag wellness',
    questions: WELLNESS_ITEMS.map((metric) => ({
      kind: 'scale',
      prompt: metric,
      min: 1,
      max: 7,
      metric,
    })),
  });
  for (const { date, items } of days) {
    const distributedAt = instantAtLocalTime(date, '07:30', club!.timeZone);
    const sent = await distributeSurvey(db(), {
      clubId,
      surveyId: survey.id,
      athleteIds: [athleteId],
      distributedAt,
    });
    await db()
      .insert(surveyAnswers)
      .values({
        clubId,
        surveyId: survey.id,
        distributionId: sent.id,
        athleteId,
        submittedAt: new Date(distributedAt.getTime() + 600_000),
        values: Object.fromEntries(
          questions.map((question, index) => [question.id, items[index]!]),
        ),
      });
  }
}

describe('wellness flags', () => {
  it('flag an athlete whose Hooper index is worse than their own baseline, given enough history', async () => {
    const first = '2033-03-01';
    const usual = [
      [2, 3, 2, 3, 2],
      [3, 3, 2, 2, 2],
      [2, 2, 3, 3, 2],
      [2, 3, 3, 2, 3],
    ];
    await wellnessDays([
      ...Array.from({ length: 10 }, (_, day) => ({
        date: addCalendarDays(first, day),
        items: usual[day % usual.length]!,
      })),
      { date: '2033-03-11', items: [6, 6, 5, 5, 6] },
      { date: '2033-03-12', items: [2, 3, 2, 3, 2] },
    ]);
    const [flag, ...others] = await flagsOn('2033-03-11');
    expect(others).toEqual([]);
    expect(flag).toMatchObject({ athlete: { id: athleteId }, hooperIndex: 28, baselineDays: 10 });
    expect(flag!.mean).toBeCloseTo(12.2);
    expect(await flagsOn('2033-03-12')).toEqual([]);
    // Six earlier days are too few to flag.
    await wellnessDays([{ date: '2033-03-07', items: [7, 7, 7, 7, 7] }]);
    expect(await flagsOn('2033-03-07')).toEqual([]);
  });

  it('keep to the club’s thresholds, which its admins change in its settings', async () => {
    const UPDATE = `mutation ($clubId: ID!, $input: ClubSettingsInput!) {
      updateClubSettings(clubId: $clubId, input: $input) {
        club { settings { wellnessFlagStandardDeviations wellnessFlagBaselineDays } }
        errors { path fullMessages } } }`;
    const [club] = await db().select().from(clubs).where(eq(clubs.id, clubId));
    const input = (changes: Record<string, unknown>) => ({
      name: club!.name,
      timeZone: club!.timeZone,
      defaultUnitSystem: club!.defaultUnitSystem,
      suggestedSegmentTitles: club!.segmentTitles,
      ...changes,
    });
    const wrong = await data<{ updateClubSettings: { errors: unknown } }>(
      UPDATE,
      { clubId, input: input({ wellnessFlagStandardDeviations: 9, wellnessFlagBaselineDays: 3 }) },
      coach,
    );
    expect(wrong.updateClubSettings.errors).toEqual([
      {
        path: ['input', 'wellnessFlagStandardDeviations'],
        fullMessages: ['Standard deviations must be a number from 0.5 to 5.'],
      },
      {
        path: ['input', 'wellnessFlagBaselineDays'],
        fullMessages: ['Baseline days must be a whole number from 7 to 90.'],
      },
    ]);
    // A week's baseline holds the earlier test's worst morning (a Hooper index of 35 on
    // 2033-03-07), so its deviation is wide: one standard deviation still flags 28.
    const shorter = await data<{ updateClubSettings: { club: unknown; errors: unknown } }>(
      UPDATE,
      { clubId, input: input({ wellnessFlagStandardDeviations: 1, wellnessFlagBaselineDays: 7 }) },
      coach,
    );
    expect(shorter.updateClubSettings).toEqual({
      club: { settings: { wellnessFlagStandardDeviations: 1, wellnessFlagBaselineDays: 7 } },
      errors: [],
    });
    expect((await flagsOn('2033-03-11')).map((flag) => flag.baselineDays)).toEqual([7]);
    // Left out, they stay as they are.
    await data(UPDATE, { clubId, input: input({}) }, coach);
    expect((await flagsOn('2033-03-11')).map((flag) => flag.baselineDays)).toEqual([7]);
    await data(
      UPDATE,
      {
        clubId,
        input: input({ wellnessFlagStandardDeviations: 1.5, wellnessFlagBaselineDays: 28 }),
      },
      coach,
    );
  });

  it('are the staff’s: an athlete is refused', async () => {
    const refused = await ask(FLAGS, { clubId, date: '2033-03-11' }, athlete);
    expect(refused.errors![0]!.message).toBe('Only club staff can see who has answered surveys');
  });

  it('show the demo’s struggling athlete on the last two mornings', async () => {
    const now = new Date('2026-11-24T09:00:00Z');
    await db()
      .insert(athletes)
      .values([
        { clubId, name: DEMO_STRUGGLING_ATHLETE, initials: 'HS' },
        { clubId, name: 'Steady Player', initials: 'SP' },
      ]);
    await createDemoSurveys(db(), { now });
    for (const date of ['2026-11-23', '2026-11-24'])
      expect((await flagsOn(date)).map((flag) => flag.athlete.name)).toContain(
        DEMO_STRUGGLING_ATHLETE,
      );
  });
});
