import { beforeAll, describe, expect, it } from 'vitest';
import { seedProcessedSession } from '../support/dashboardFixtures.js';
import { addAthletes } from '../support/sessionFixtures.js';
import { distributeSurvey } from '../../src/modules/surveys/distributeSurvey.service.js';
import { SUBMIT, type SubmitAnswer } from '../surveys/surveyOperations.js';
import {
  aSurvey,
  ask,
  athlete,
  athleteId,
  clubId,
  coach,
  data,
  db,
  hoopsId,
  useSurveysWorld,
} from '../surveys/surveysWorld.js';

useSurveysWorld();

const HOME = `query ($clubId: ID!) {
  club(id: $clubId) {
    myAthleteHome {
      id athlete { id name }
      pendingSurveys { id clubId answer { id } survey { title } }
      lastSessions { id session { id startTime } mine { totalDistanceM maxSpeedKph } team { totalDistanceM } }
      myAverage { totalDistanceM maxSpeedKph totalSprintDistanceM totalHighIntensityDistanceM }
      personalBests { metric value session { id } }
      load { weeks { startTime endTime distanceM sessionCount } acuteChronicRatio }
    }
  }
}`;

interface Numbers {
  totalDistanceM: number;
  maxSpeedKph: number;
}

interface Home {
  club: {
    myAthleteHome: {
      id: string;
      athlete: { id: string; name: string };
      pendingSurveys: { id: string; clubId: string; answer: null; survey: { title: string } }[];
      lastSessions: {
        id: string;
        session: { id: string; startTime: string };
        mine: Numbers;
        team: { totalDistanceM: number } | null;
      }[];
      myAverage: Numbers | null;
      personalBests: { metric: string; value: number; session: { id: string } }[];
      load: {
        weeks: { startTime: string; endTime: string; distanceM: number; sessionCount: number }[];
        acuteChronicRatio: number | null;
      };
    } | null;
  };
}

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** The demo athlete's sessions, days ago: distance and top speed; a teammate ran 1,000 m less. */
const MY_SESSIONS: [number, number, number][] = [
  [40, 6000, 29],
  [30, 7000, 30],
  [20, 9000, 28],
  [15, 5000, 31],
  [10, 6000, 27],
  [5, 8000, 30],
  [3, 4000, 26],
  [1, 7000, 29],
];

const sessionIds: string[] = [];
let teammateId: string | undefined;

describe('Club.myAthleteHome', () => {
  beforeAll(async () => {
    [teammateId] = await addAthletes(db(), clubId, ['Tea Mate']);
    const ids: string[] = [];
    for (const [days, distanceM, maxSpeedKph] of MY_SESSIONS) {
      ids.push(
        await seedProcessedSession(db(), clubId, daysAgo(days), [
          { athleteId, distanceM, maxSpeedKph },
          { athleteId: teammateId!, distanceM: distanceM - 1000, maxSpeedKph: 35 },
        ]),
      );
    }
    // Planned: not started, so not one of the athlete's sessions yet.
    await seedProcessedSession(db(), clubId, daysAgo(-2), [{ athleteId, distanceM: 99_000 }]);
    sessionIds.push(...ids);
  });

  it("answers the athlete's own sessions, bests and load from the stored metric sets", async () => {
    const home = (await data<Home>(HOME, { clubId }, athlete)).club.myAthleteHome!;
    expect(home.id).toBe(athleteId);
    expect(home.athlete.id).toBe(athleteId);

    // The last five, newest first, with the team's mean beside the athlete's own.
    expect(home.lastSessions.map((row) => row.session.id)).toEqual(
      [...sessionIds].reverse().slice(0, 5),
    );
    expect(home.lastSessions.map((row) => row.mine.totalDistanceM)).toEqual([
      7000, 4000, 8000, 6000, 5000,
    ]);
    expect(home.lastSessions[0]!.team!.totalDistanceM).toBe(6500);
    expect(home.myAverage!.totalDistanceM).toBe(6500);
    expect(home.myAverage!.maxSpeedKph).toBeCloseTo(28.75, 10);

    // Bests: the first session to reach each (the teammate's 35 km/h is not the athlete's).
    const best = (metric: string) => home.personalBests.find((row) => row.metric === metric)!;
    expect(best('maxSpeedKph')).toEqual({
      metric: 'maxSpeedKph',
      value: 31,
      session: { id: sessionIds[3] },
    });
    expect(best('totalDistanceM').session.id).toBe(sessionIds[2]);
    expect(best('totalSprintDistanceM').value).toBe(9000 / 40);
    expect(best('totalHighIntensityDistanceM').value).toBe(900);

    // Four weeks: days 28-21 ago, 21-14, 14-7, the last 7.
    expect(home.load.weeks.map((week) => week.distanceM)).toEqual([0, 14000, 6000, 19000]);
    expect(home.load.weeks.map((week) => week.sessionCount)).toEqual([0, 2, 1, 3]);
    expect(home.load.acuteChronicRatio).toBeCloseTo(19000 / (39000 / 4), 10);
  });

  it('lists the pending surveys sent to the athlete in this club only, and drops one once answered', async () => {
    const { survey, questions } = await aSurvey('Home check');
    const mine = await distributeSurvey(db(), {
      clubId,
      surveyId: survey.id,
      athleteIds: [athleteId],
      distributedAt: new Date(Date.now() - 60_000),
    });
    const notMine = await distributeSurvey(db(), {
      clubId,
      surveyId: survey.id,
      athleteIds: [teammateId!],
      distributedAt: new Date(Date.now() - 30_000),
    });
    const pending = (await data<Home>(HOME, { clubId }, athlete)).club.myAthleteHome!
      .pendingSurveys;
    expect(pending[0]!.id).toBe(mine.id);
    expect(pending.map((row) => row.id)).not.toContain(notMine.id);
    expect(pending.every((row) => row.clubId === clubId && row.answer === null)).toBe(true);

    const [sleep, fatigue] = questions;
    const answered = await data<SubmitAnswer>(
      SUBMIT,
      {
        distributionId: mine.id,
        answers: [
          { questionId: sleep!.id, value: 2 },
          { questionId: fatigue!.id, value: 3 },
        ],
      },
      athlete,
    );
    expect(answered.submitSurveyAnswer.errors).toEqual([]);
    const after = (await data<Home>(HOME, { clubId }, athlete)).club.myAthleteHome!.pendingSurveys;
    expect(after.map((row) => row.id)).not.toContain(mine.id);
  });

  it("is null for staff, who have no athlete record of the club, and shows no one else's", async () => {
    expect((await data<Home>(HOME, { clubId }, coach)).club.myAthleteHome).toBeNull();
  });

  it("is the club's: a club the athlete is not in answers 'Club not found'", async () => {
    const answer = await ask<Home>(HOME, { clubId: hoopsId }, athlete);
    expect(answer.errors?.[0]?.message).toBe('Club not found');
  });
});
