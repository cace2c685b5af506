import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderApp } from '../../testing/renderApp';
import {
  AddSurveyQuestionMutation,
  MoveSurveyQuestionMutation,
  RemoveSurveyQuestionMutation,
} from './surveyDocuments';
import { SurveyEditorPage } from './SurveyEditorPage';
import { aQuestion, aSurvey, CLUB_ID, payloadError, surveysMock } from './surveyMocks';

type Mock = MockLink.MockedResponse;

const sleep = aQuestion('q1', 1, 'Sleep quality');
const mood = aQuestion('q2', 2, 'Mood');

const renderEditor = (mocks: Mock[]) =>
  renderApp({
    mocks,
    path: '/surveys/s1',
    routes: [{ path: '/surveys/:surveyId', element: <SurveyEditorPage /> }],
  });

const saved = (key: string, survey: unknown) => ({
  data: { [key]: { __typename: 'SurveyPayload', survey, errors: [] } },
});

beforeEach(() => setCurrentClubId(CLUB_ID));

describe('the survey editor', () => {
  it('lists the questions with their kind, and its timer', async () => {
    renderEditor([surveysMock([aSurvey([sleep, mood])])]);
    const questions = await screen.findByRole('list', { name: 'Questions' });
    expect(within(questions).getAllByRole('listitem')[0]).toHaveTextContent(
      'Sleep qualityScale 1 - 7 (Very good - Very poor)',
    );
    expect(screen.getByRole('list', { name: 'Timers' })).toHaveTextContent(
      'Every day at 07:30 (Europe/London)To all athletes',
    );
    expect(screen.getByRole('button', { name: 'Move "Sleep quality" up' })).toBeDisabled();
  });

  it('moves a question up, and says why one with answers cannot be deleted', async () => {
    const moved: Mock = {
      request: { query: MoveSurveyQuestionMutation, variables: { id: 'q2', position: 1 } },
      result: saved(
        'moveSurveyQuestion',
        aSurvey([
          { ...mood, position: 1 },
          { ...sleep, position: 2 },
        ]),
      ),
    };
    const refused: Mock = {
      request: { query: RemoveSurveyQuestionMutation, variables: { id: 'q1' } },
      result: {
        data: {
          removeSurveyQuestion: {
            __typename: 'SurveyPayload',
            survey: null,
            errors: [
              payloadError(
                ['id'],
                'This question has answers, so it cannot be deleted: hide it instead.',
              ),
            ],
          },
        },
      },
    };
    renderEditor([surveysMock([aSurvey([sleep, mood])]), moved, refused]);
    await userEvent.click(await screen.findByRole('button', { name: 'Move "Mood" up' }));
    expect(await screen.findByText('Question moved.')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Mood');
    await userEvent.click(screen.getByRole('button', { name: 'Delete "Sleep quality"' }));
    expect(
      await screen.findByText(
        'This question has answers, so it cannot be deleted: hide it instead.',
      ),
    ).toBeInTheDocument();
  });

  it('adds a number question with its unit, and lists the server’s messages in the dialog', async () => {
    const question = {
      kind: 'number',
      prompt: 'Hours slept',
      required: true,
      min: null,
      max: 30,
      minLabel: null,
      maxLabel: null,
      unit: 'hours',
      choices: [],
      metric: null,
    };
    const refused: Mock = {
      request: { query: AddSurveyQuestionMutation, variables: { surveyId: 's1', question } },
      result: {
        data: {
          addSurveyQuestion: {
            __typename: 'SurveyPayload',
            survey: null,
            errors: [payloadError(['question', 'max'], 'Hours are at most 24.')],
          },
        },
      },
    };
    renderEditor([surveysMock([aSurvey([sleep])]), refused]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Number' }));
    await userEvent.type(within(dialog).getByLabelText(/^Question/), 'Hours slept');
    await userEvent.clear(within(dialog).getByLabelText('Lowest (optional)'));
    await userEvent.clear(within(dialog).getByLabelText('Highest (optional)'));
    await userEvent.type(within(dialog).getByLabelText('Highest (optional)'), '30');
    await userEvent.type(within(dialog).getByLabelText('Unit'), 'hours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Hours are at most 24.');
  });
});
