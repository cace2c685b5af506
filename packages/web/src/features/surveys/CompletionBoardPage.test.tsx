import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarDateIn } from '@touchline/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderElement } from '../../testing/renderApp';
import { CompletionBoardPage } from './CompletionBoardPage';
import {
  BoardClubQuery,
  CompletionBoardQuery,
  RemindSurveyRecipientsMutation,
} from './surveyDocuments';
import { CLUB_ID } from './surveyMocks';

type Mock = MockLink.MockedResponse;

const TODAY = calendarDateIn(new Date(), 'Europe/London');

const athlete = (id: string, name: string) => ({ __typename: 'Athlete', id, name });

const clubMock: Mock = {
  request: { query: BoardClubQuery, variables: { clubId: CLUB_ID } },
  result: {
    data: {
      club: {
        __typename: 'Club',
        id: CLUB_ID,
        settings: { __typename: 'ClubSettings', timeZone: 'Europe/London' },
      },
    },
  },
};

const boardMock = (date: string, distributions: unknown[], flags: unknown[] = []): Mock => ({
  request: { query: CompletionBoardQuery, variables: { clubId: CLUB_ID, date } },
  result: { data: { surveyCompletionBoard: distributions, wellnessFlags: flags } },
});

const morning = {
  __typename: 'SurveyCompletion',
  id: 'd1',
  distributedAt: `${TODAY}T07:30:00.000Z`,
  survey: { __typename: 'Survey', id: 's1', title: 'Daily Wellness' },
  recipients: [
    {
      __typename: 'SurveyRecipientStatus',
      athlete: athlete('a1', 'Ada Byrne'),
      answeredAt: `${TODAY}T07:42:00.000Z`,
      remindedAt: null,
    },
    {
      __typename: 'SurveyRecipientStatus',
      athlete: athlete('a2', 'Bo Chen'),
      answeredAt: null,
      remindedAt: null,
    },
  ],
};

const flag = {
  __typename: 'WellnessFlag',
  athlete: athlete('a2', 'Bo Chen'),
  hooperIndex: 29,
  mean: 12.44,
  standardDeviation: 2.06,
  baselineDays: 27,
};

beforeEach(() => setCurrentClubId(CLUB_ID));

describe('the completion board', () => {
  it('shows today’s distributions, who answered, the flags; Remind reminds', async () => {
    const reminded: Mock = {
      request: { query: RemindSurveyRecipientsMutation, variables: { distributionId: 'd1' } },
      result: {
        data: {
          remindSurveyRecipients: {
            __typename: 'RemindSurveyRecipientsPayload',
            reminded: 1,
            errors: [],
          },
        },
      },
    };
    renderElement(<CompletionBoardPage />, {
      mocks: [
        clubMock,
        boardMock(TODAY, [morning], [flag]),
        reminded,
        boardMock(TODAY, [morning], [flag]),
      ],
    });
    const card = await screen.findByRole('region', { name: /Daily Wellness, sent/ });
    expect(card).toHaveTextContent('1 of 2 answered');
    const rows = within(card).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Ada ByrneAnswered \d\d:\d\d/);
    expect(rows[2]).toHaveTextContent('Bo ChenNot answered');
    const flags = screen.getByRole('table', { name: 'Wellness flags' });
    expect(within(flags).getAllByRole('row')[1]).toHaveTextContent('Bo Chen2912.42.127');
    expect(within(flags).getByRole('link', { name: 'Bo Chen' })).toHaveAttribute(
      'href',
      '/club/squad?search=Bo%20Chen',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Remind' }));
    expect(
      await screen.findByText('The athletes who have not answered are reminded.'),
    ).toBeInTheDocument();
  });

  it('says when no survey was sent on the day chosen, and that nobody is flagged', async () => {
    renderElement(<CompletionBoardPage />, {
      mocks: [clubMock, boardMock(TODAY, [morning]), boardMock('2026-01-05', [])],
    });
    const day = await screen.findByLabelText('Day');
    await screen.findByRole('region', { name: /Daily Wellness, sent/ });
    await userEvent.clear(day);
    await userEvent.type(day, '2026-01-05');
    expect(await screen.findByText('No survey was sent on this day.')).toBeInTheDocument();
    expect(screen.getByText(/No flags/)).toBeInTheDocument();
  });
});
