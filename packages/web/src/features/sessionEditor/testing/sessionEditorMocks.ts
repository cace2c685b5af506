import type { MockLink } from '@apollo/client/testing';
import { TOUCHLINE_FC } from '../../../testing/fixtures';
import { SessionEditorClubQuery } from '../sessionEditorDocuments';

type Mock = MockLink.MockedResponse;

export const CLUB_ID = TOUCHLINE_FC.id;
export const ZONE = 'Europe/London';

/** The club's time zone and pitches, as the dialog asks for them. */
export function editorClubMock(
  answer: { errorMessage?: string; pitches?: { id: string; name: string }[] } = {},
): Mock {
  return {
    request: { query: SessionEditorClubQuery, variables: { clubId: CLUB_ID } },
    result: answer.errorMessage
      ? { errors: [{ message: answer.errorMessage }], data: { club: null } }
      : {
          data: {
            club: {
              __typename: 'Club',
              id: CLUB_ID,
              settings: { __typename: 'ClubSettings', timeZone: ZONE },
              pitches: (answer.pitches ?? [{ id: 'p1', name: 'Main pitch' }]).map((pitch) => ({
                __typename: 'Pitch',
                ...pitch,
              })),
            },
          },
        },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A payload's refusal, as the server words it. */
export const refusedWith = (path: string[], ...fullMessages: string[]) => [
  { __typename: 'MutationError', path, fullMessages },
];
