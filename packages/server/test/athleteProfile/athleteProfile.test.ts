import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProcessedSession } from '../support/dashboardFixtures.js';
import { addAthletes } from '../support/sessionFixtures.js';
import { athleteMetricSets, sessionParticipations } from '../../src/db/tables.js';
import {
  ask,
  athlete,
  athleteId,
  clubId,
  coach,
  data,
  db,
  useSurveysWorld,
} from '../surveys/surveysWorld.js';

useSurveysWorld();

const PROFILE = `query ($clubId: ID!, $athleteId: ID!, $from: ISO8601DateTime!, $to: ISO8601DateTime!) {
  club(id: $clubId) {
    athleteProfile(athleteId: $athleteId, from: $from, to: $to) {
      id athlete { id name } position groupNames from to
      sessions { id session { id startTime } numbers { totalDistanceM totalHighIntensityDistanceM maxSpeedKph } }
      personalBests { metric value session { id } }
      loadDays { date distanceM acuteChronicRatio ewmaAcuteChronicRatio }
      peakDemands { windowMinutes distanceM highIntensityDistanceM }
      heartRateZones { zonePercentages minutesWithHeartRate sessionCount }
    }
  }
}`;

const SQUAD = `query ($clubId: ID!) { club(id: $clubId) { squadAthletes { id position groups { name } } } }`;

interface Profile {
  club: {
    athleteProfile: {
      id: string;
      athlete: { id: string; name: string };
      position: string | null;
      groupNames: string[];
      from: string;
      to: string;
      sessions: {
        id: string;
        session: { id: string; startTime: string };
        numbers: {
          totalDistanceM: number;
          totalHighIntensityDistanceM: number;
          maxSpeedKph: number;
        };
      }[];
      personalBests: { metric: string; value: number; session: { id: string } }[];
      loadDays: {
        date: string;
        distanceM: number;
        acuteChronicRatio: number | null;
        ewmaAcuteChronicRatio: number | null;
      }[];
      peakDemands: { windowMinutes: number; distanceM: number; highIntensityDistanceM: number }[];
      heartRateZones: {
        zonePercentages: number[];
        minutesWithHeartRate: number;
        sessionCount: number;
      } | null;
    };
  };
}

const DAY = 86_400_000;
// Noon UTC, so a session falls on the same day in London whatever the time of the run.
const today = new Date(new Date().toISOString().slice(0, 10) + 'T12:00:00Z').getTime();
const noonDaysAgo = (days: number) => new Date(today - days * DAY).toISOString();

/** The athlete's season: when (days ago), how far and how fast; the first two are before the range. */
const SEASON = [
  { daysAgo: 35, distanceM: 5000, maxSpeedKph: 28 },
  { daysAgo: 26, distanceM: 7500, maxSpeedKph: 30 },
  { daysAgo: 20, distanceM: 9000, maxSpeedKph: 28 },
  { daysAgo: 15, distanceM: 5000, maxSpeedKph: 31 },
  { daysAgo: 10, distanceM: 6000, maxSpeedKph: 27 },
  { daysAgo: 6, distanceM: 8000, maxSpeedKph: 30 },
  { daysAgo: 2, distanceM: 4000, maxSpeedKph: 26 },
  { daysAgo: 1, distanceM: 7000, maxSpeedKph: 29 },
];

/** A peak demand of every length, as the engine stores it, with these 1-minute amounts. */
const peaks = (distanceM: number, highIntensityDistanceM: number) =>
  [1, 2, 3, 5, 10].map((windowMinutes) => ({
    windowMinutes,
    distanceM: distanceM * windowMinutes,
    distanceStartMs: 0,
    highIntensityDistanceM: highIntensityDistanceM * windowMinutes,
    highIntensityStartMs: 0,
    accelerationsDecelerations: 0,
    accelerationsDecelerationsStartMs: null,
  }));

/** Stores what the engine would have of the athlete's whole-session set of a session. */
async function setAthleteSet(
  sessionId: string,
  values: Partial<typeof athleteMetricSets.$inferInsert>,
) {
  const [participation] = await db()
    .select({ id: sessionParticipations.id })
    .from(sessionParticipations)
    .where(
      and(
        eq(sessionParticipations.sessionId, sessionId),
        eq(sessionParticipations.athleteId, athleteId),
      ),
    );
  await db()
    .update(athleteMetricSets)
    .set(values)
    .where(eq(athleteMetricSets.sessionParticipationId, participation!.id));
}

const sessionIds: string[] = [];
let teammateId: string;
const range = () => ({ from: noonDaysAgo(25), to: new Date().toISOString() });

describe('Club.athleteProfile', () => {
  beforeAll(async () => {
    [teammateId] = (await addAthletes(db(), clubId, ['Profile Mate'])) as [string];
    for (const { daysAgo, distanceM, maxSpeedKph } of SEASON) {
      sessionIds.push(
        await seedProcessedSession(db(), clubId, noonDaysAgo(daysAgo), [
          { athleteId, distanceM, maxSpeedKph },
          { athleteId: teammateId, distanceM: distanceM + 1000, maxSpeedKph: 35 },
        ]),
      );
    }
    // Before the range: a bigger peak and heart rate the range must not count.
    await setAthleteSet(sessionIds[1]!, {
      peakDemands: peaks(300, 100),
      heartRateZonePercentages: [100, 0, 0, 0, 0],
      trimp: 60,
    });
    // In the range: 60 min with heart rate, 30 in zone 2 and 30 in zone 4 (TRIMP 180); then
    // 20 min all in zone 5 (TRIMP 100).
    await setAthleteSet(sessionIds[2]!, {
      peakDemands: peaks(190, 60),
      heartRateZonePercentages: [0, 50, 0, 50, 0],
      trimp: 180,
    });
    await setAthleteSet(sessionIds[3]!, {
      peakDemands: peaks(210, 40),
      heartRateZonePercentages: [0, 0, 0, 0, 100],
      trimp: 100,
    });
  });

  it("gives staff an athlete's sessions of the range, bests of all time and daily load", async () => {
    const profile = (await data<Profile>(PROFILE, { clubId, athleteId, ...range() }, coach)).club
      .athleteProfile;
    expect(profile.id).toBe(athleteId);

    // The six sessions of the last 25 days, oldest first; the two before are outside.
    expect(profile.sessions.map((row) => row.session.id)).toEqual(sessionIds.slice(2));
    expect(profile.sessions.map((row) => row.numbers.totalDistanceM)).toEqual([
      9000, 5000, 6000, 8000, 4000, 7000,
    ]);
    expect(profile.sessions[0]!.numbers.totalHighIntensityDistanceM).toBe(900);

    // Bests are of all time: the longest run was 20 days ago, the top speed 15 days ago.
    const best = (metric: string) => profile.personalBests.find((row) => row.metric === metric)!;
    expect(best('totalDistanceM')).toEqual({
      metric: 'totalDistanceM',
      value: 9000,
      session: { id: sessionIds[2] },
    });
    expect(best('maxSpeedKph').value).toBe(31);

    // A day from 25 days ago to today; each session's distance on its day.
    expect(profile.loadDays).toHaveLength(26);
    expect(profile.loadDays.reduce((sum, day) => sum + day.distanceM, 0)).toBe(39000);
    expect(profile.loadDays.at(-2)!.distanceM).toBe(7000);
    // Today: 19,000 m in the last 7 days (6, 2 and 1 days ago), 46,500 m in the last 28 (from
    // 26 days ago, before the range): (19000 / 7) / (46500 / 28).
    expect(profile.loadDays.at(-1)!.acuteChronicRatio).toBeCloseTo((19000 * 4) / 46500, 10);
    expect(profile.loadDays.at(-1)!.ewmaAcuteChronicRatio).toBeGreaterThan(0);

    // The range's best peaks: each quantity from the session that reached it.
    expect(profile.peakDemands[0]).toEqual({
      windowMinutes: 1,
      distanceM: 210,
      highIntensityDistanceM: 60,
    });
    expect(profile.peakDemands.map((peak) => peak.windowMinutes)).toEqual([1, 2, 3, 5, 10]);

    // Heart-rate zones: 30 of 80 minutes in zones 2 and 4, 20 of 80 in zone 5.
    const zones = profile.heartRateZones!;
    expect(zones.sessionCount).toBe(2);
    expect(zones.minutesWithHeartRate).toBeCloseTo(80, 10);
    [0, 37.5, 0, 37.5, 25].forEach((percent, zone) =>
      expect(zones.zonePercentages[zone]).toBeCloseTo(percent, 10),
    );

    // Position and groups as the squad knows them.
    const squad = await data<{
      club: {
        squadAthletes: { id: string; position: string | null; groups: { name: string }[] }[];
      };
    }>(SQUAD, { clubId }, coach);
    const record = squad.club.squadAthletes.find((row) => row.id === athleteId)!;
    expect(profile.position).toBe(record.position);
    expect(profile.groupNames).toEqual(record.groups.map((group) => group.name));
  });

  it('lets an athlete read their own profile', async () => {
    const profile = (await data<Profile>(PROFILE, { clubId, athleteId, ...range() }, athlete)).club
      .athleteProfile;
    expect(profile.athlete.id).toBe(athleteId);
    expect(profile.sessions).toHaveLength(6);
  });

  it("answers a teammate's profile to an athlete as an unknown id: 'Athlete not found'", async () => {
    const answers = await Promise.all(
      [teammateId, randomUUID(), 'not-an-id'].map((id) =>
        ask<Profile>(PROFILE, { clubId, athleteId: id, ...range() }, athlete),
      ),
    );
    for (const answer of answers) {
      expect(answer.data?.club?.athleteProfile).toBeNull();
      expect(answer.errors?.[0]?.message).toBe('Athlete not found');
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // Staff may read the teammate's.
    const staff = await data<Profile>(
      PROFILE,
      { clubId, athleteId: teammateId, ...range() },
      coach,
    );
    expect(staff.club.athleteProfile.sessions[0]!.numbers.totalDistanceM).toBe(10000);
  });

  it('refuses a range that ends before it starts, or spans more than 400 days', async () => {
    const message = "A profile's range must start before it ends and span at most 400 days.";
    for (const [from, to] of [
      [noonDaysAgo(1), noonDaysAgo(2)],
      [noonDaysAgo(401), noonDaysAgo(0)],
    ]) {
      const answer = await ask<Profile>(PROFILE, { clubId, athleteId, from, to }, coach);
      expect(answer.errors?.[0]?.message).toBe(message);
    }
  });
});
