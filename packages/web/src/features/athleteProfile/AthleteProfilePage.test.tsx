import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AthleteProfileQueryQueryVariables } from '../../gql/graphql';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderApp } from '../../testing/renderApp';
import { AthleteProfilePage } from './AthleteProfilePage';
import { AthleteProfileQuery } from './AthleteProfileQuery';

vi.mock('../../components/charts/EChart', () => ({
  EChart: (props: { 'aria-label': string }) => <div role="img" aria-label={props['aria-label']} />,
}));

/** A profile as the server answers it, with each object's __typename (the generated types leave them out). */
type Profile = Record<string, unknown>;

const CLUB_ID = 'c0000000-0000-4000-8000-000000000001';
const ATHLETE_ID = 'a0000000-0000-4000-8000-000000000001';

const session = (id: string, startTime: string) =>
  ({ __typename: 'TrainingSession', id, startTime }) as const;

const numbers = (totalDistanceM: number, maxSpeedKph: number) => ({
  __typename: 'AthleteHomeNumbers' as const,
  totalDistanceM,
  totalHighIntensityDistanceM: totalDistanceM / 10,
  totalSprintDistanceM: totalDistanceM / 40,
  maxSpeedKph,
});

function aProfile(overrides: Profile = {}): Profile {
  return {
    __typename: 'AthleteProfile',
    id: ATHLETE_ID,
    athlete: { __typename: 'Athlete', id: ATHLETE_ID, name: 'Ada Byrne' },
    position: 'Defender',
    groupNames: ['Defence', 'First team'],
    sessions: [
      {
        __typename: 'AthleteProfileSession',
        id: 'p1',
        session: session('s1', '2026-11-02T10:00:00Z'),
        numbers: numbers(6000, 29),
      },
      {
        __typename: 'AthleteProfileSession',
        id: 'p2',
        session: session('s2', '2026-11-04T10:00:00Z'),
        numbers: numbers(8000, 31.5),
      },
    ],
    personalBests: [
      {
        __typename: 'PersonalBest',
        metric: 'maxSpeedKph',
        value: 31.5,
        session: session('s2', '2026-11-04T10:00:00Z'),
      },
    ],
    loadDays: [
      {
        __typename: 'AthleteLoadDay',
        date: '2026-11-03',
        distanceM: 0,
        acuteChronicRatio: 0.9,
        ewmaAcuteChronicRatio: 0.95,
      },
      {
        __typename: 'AthleteLoadDay',
        date: '2026-11-04',
        distanceM: 8000,
        acuteChronicRatio: 1.4,
        ewmaAcuteChronicRatio: 1.2,
      },
    ],
    peakDemands: [1, 2, 3, 5, 10].map((windowMinutes) => ({
      __typename: 'PeakDemand',
      windowMinutes,
      distanceM: 190 * windowMinutes,
      highIntensityDistanceM: 60 * windowMinutes,
    })),
    heartRateZones: {
      __typename: 'AthleteHeartRateZones',
      zonePercentages: [10, 20, 30, 25, 15],
      minutesWithHeartRate: 95.4,
      sessionCount: 2,
    },
    ...overrides,
  };
}

/** Answers the profile for any range, and counts the ranges asked for. */
function profileMock(
  answer: { profile: Profile } | { error: string },
  asked: AthleteProfileQueryQueryVariables[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query: AthleteProfileQuery,
      variables: (variables: AthleteProfileQueryQueryVariables) => {
        asked.push(variables);
        return variables.clubId === CLUB_ID && variables.athleteId === ATHLETE_ID;
      },
    },
    result:
      'error' in answer
        ? {
            data: { club: { __typename: 'Club', id: CLUB_ID, athleteProfile: null } },
            errors: [new GraphQLError(answer.error)],
          }
        : {
            data: {
              club: { __typename: 'Club', id: CLUB_ID, athleteProfile: answer.profile },
            },
          },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const renderProfile = (mocks: MockLink.MockedResponse[]) =>
  renderApp({
    mocks,
    path: `/athletes/${ATHLETE_ID}`,
    routes: [{ path: '/athletes/:athleteId', element: <AthleteProfilePage /> }],
  });

beforeEach(() => setCurrentClubId(CLUB_ID));

describe('the athlete profile', () => {
  it("shows the athlete's name, position and groups, trends, bests and acute:chronic chart", async () => {
    renderProfile([profileMock({ profile: aProfile() })]);
    expect(screen.getByLabelText('Loading the profile')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ada Byrne', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Defender · Defence · First team')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Season trends' })).toBeInTheDocument();
    const bests = screen.getByRole('region', { name: 'Personal bests' });
    expect(within(bests).getByText('Top speed')).toBeInTheDocument();
    expect(within(bests).getByText('31.5 km/h')).toBeInTheDocument();
    expect(within(bests).getByRole('link', { name: /^Training · / })).toHaveAttribute(
      'href',
      '/sessions/s2',
    );
    expect(screen.getByRole('img', { name: 'Acute:chronic ratio' })).toBeInTheDocument();
    const peaks = within(screen.getByRole('table', { name: 'Peak demands' })).getAllByRole('row');
    expect(peaks).toHaveLength(6);
    expect(peaks[1]).toHaveTextContent('1 min190 m60 m');
    expect(peaks[5]).toHaveTextContent('10 min1.90 km600 m');
    const zones = screen.getByRole('region', { name: 'Heart-rate zones' });
    expect(zones).toHaveTextContent('Time with heart rate: 95 min in 2 sessions.');
    expect(zones).toHaveTextContent('Zone 3 (70-80 %)30 %');
  });

  it('asks for the last 12 months first, and for the chosen range after', async () => {
    const asked: AthleteProfileQueryQueryVariables[] = [];
    renderProfile([profileMock({ profile: aProfile() }, asked)]);
    await screen.findByRole('heading', { name: 'Ada Byrne' });
    const spanDays = ({ from, to }: AthleteProfileQueryQueryVariables) =>
      Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
    expect(spanDays(asked.at(-1)!)).toBe(365);
    await userEvent.click(screen.getByRole('combobox', { name: 'Range' }));
    await userEvent.click(screen.getByRole('option', { name: 'Last 4 weeks' }));
    await screen.findByRole('heading', { name: 'Ada Byrne' });
    expect(spanDays(asked.at(-1)!)).toBe(28);
  });

  it('says so when the range has no sessions, no bests and no ratio yet', async () => {
    renderProfile([
      profileMock({
        profile: aProfile({
          sessions: [],
          personalBests: [],
          position: null,
          groupNames: [],
          peakDemands: [],
          heartRateZones: null,
          loadDays: [
            {
              __typename: 'AthleteLoadDay',
              date: '2026-11-04',
              distanceM: 0,
              acuteChronicRatio: null,
              ewmaAcuteChronicRatio: null,
            },
          ],
        }),
      }),
    ]);
    expect(await screen.findByText('No sessions with data in this range.')).toBeInTheDocument();
    expect(
      screen.getByText('Personal bests appear after the first session with data.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The acute:chronic ratio needs four weeks of sessions.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No peak demands in this range.')).toBeInTheDocument();
    expect(screen.getByText('No sessions with heart rate in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the server's 'Athlete not found' for an athlete the person may not see", async () => {
    renderProfile([profileMock({ error: 'Athlete not found' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Athlete not found');
    expect(screen.queryByRole('region', { name: 'Personal bests' })).not.toBeInTheDocument();
  });
});
