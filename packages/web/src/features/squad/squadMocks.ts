import type { MockLink } from '@apollo/client/testing';
import type { SquadAthleteFieldsFragment } from '../../gql/graphql';
import { SquadQuery, SquadUpdatedSubscription } from './squadDocuments';

type Mock = MockLink.MockedResponse;

export const CLUB_ID = 'c0000000-0000-4000-8000-000000000001';

export const defence = {
  __typename: 'AthleteGroup' as const,
  id: 'g1',
  name: 'Defence',
  colour: '#ff0000',
};

export function squadAthlete(
  id: string,
  name: string,
  fields: Partial<SquadAthleteFieldsFragment> = {},
): SquadAthleteFieldsFragment & { __typename: 'Athlete' } {
  return {
    __typename: 'Athlete',
    id,
    name,
    preferredName: null,
    shirtNumber: null,
    position: null,
    dateOfBirth: null,
    deviceSerials: [],
    maxHeartRateBpm: null,
    topSpeedReferenceKph: null,
    archived: false,
    hasAccount: false,
    groups: [],
    ...fields,
  };
}

/** The squad query's answer, as often as it is asked (a refetch after each change too). */
export function squadMock(athletes: SquadAthleteFieldsFragment[], includeArchived = false): Mock {
  return {
    request: { query: SquadQuery, variables: { clubId: CLUB_ID, includeArchived } },
    result: {
      data: {
        club: {
          __typename: 'Club',
          id: CLUB_ID,
          squadAthletes: athletes,
          positionChoices: ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'],
          athleteGroups: [
            {
              ...defence,
              athletes: athletes
                .filter((athlete) => athlete.groups.some((group) => group.id === defence.id))
                .map(({ id, name }) => ({ __typename: 'Athlete' as const, id, name })),
            },
          ],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The live squad events: none arrive. */
export const squadUpdatesMock = (): Mock => ({
  request: { query: SquadUpdatedSubscription, variables: { clubId: CLUB_ID } },
  result: { data: null },
  delay: Number.POSITIVE_INFINITY,
  maxUsageCount: Number.POSITIVE_INFINITY,
});
