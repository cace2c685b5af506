import type { MockLink } from '@apollo/client/testing';
import { AthletesQuery } from '../AthletesQuery';
import { SessionsQuery } from '../SessionsQuery';
import { ATHLETES, CLUB_ID } from '../../../testing/athletes';

type Mock = MockLink.MockedResponse;

const many = { maxUsageCount: Number.POSITIVE_INFINITY };

/** A session of the list; every fifth one a match. */
export function sessionNode(index: number) {
  const start = new Date(2025, 10, 28 - index, 18, 0);
  const end = new Date(2025, 10, 28 - index, 19, 30);
  const base = { id: `s${index + 1}`, startTime: start.toISOString(), endTime: end.toISOString() };
  return index % 5 === 4
    ? {
        __typename: 'MatchSession' as const,
        ...base,
        matchDefinition: {
          __typename: 'MatchDefinition' as const,
          id: 'md1',
          name: 'League Match',
        },
      }
    : { __typename: 'TrainingSession' as const, ...base };
}

const GROUPS = [
  {
    __typename: 'AthleteGroup' as const,
    id: 'g1',
    name: 'Defenders',
    colour: '#2979ff',
    athletes: [ATHLETES[0]!, ATHLETES[1]!].map(({ id, name, initials }) => ({
      __typename: 'Athlete' as const,
      id,
      name,
      initials,
    })),
  },
];

/** One batch of the side panel's sessions. */
export function sessionsMock({
  offset = 0,
  count = 20,
  nextOffset = null,
  result,
}: {
  offset?: number;
  count?: number;
  nextOffset?: number | null;
  /** Counts the requests when given. */
  result?: (data: object) => object;
} = {}): Mock {
  const data = {
    club: {
      __typename: 'Club',
      id: CLUB_ID,
      athleteGroups: GROUPS,
      sessions: {
        __typename: 'SessionPage',
        nodes: Array.from({ length: count }, (_, index) => sessionNode(offset + index)),
        nextOffset,
      },
    },
  };
  return {
    request: { query: SessionsQuery, variables: { clubId: CLUB_ID, offset } },
    result: result ? () => result({ data }) : { data },
    ...many,
  };
}

/** The athletes of a session, for the Athletes tab. */
export function athletesMock(sessionId: string, athletes = ATHLETES): Mock {
  return {
    request: { query: AthletesQuery, variables: { sessionId } },
    result: {
      data: {
        session: {
          __typename: 'TrainingSession',
          id: sessionId,
          sessionParticipations: athletes.map((athlete) => ({
            __typename: 'SessionParticipation',
            id: `${sessionId}-${athlete.id}`,
            athlete,
          })),
        },
      },
    },
    ...many,
  };
}
