import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderElement } from '../../testing/renderApp';
import { SurveyExportQuery } from './SurveyExportQuery';
import { SurveyExportsPage } from './SurveyExportsPage';

const CLUB_ID = 'club-1';
const NOW = new Date(2026, 10, 24, 9, 0);

const surveysMock = (
  surveys: { id: string; title: string }[] | null,
  errors?: { message: string }[],
): MockLink.MockedResponse => ({
  request: { query: SurveyExportQuery, variables: { clubId: CLUB_ID } },
  result: errors
    ? { errors, data: null }
    : {
        data: {
          club: {
            __typename: 'Club',
            id: CLUB_ID,
            surveys: (surveys ?? []).map((survey) => ({ __typename: 'Survey', ...survey })),
          },
        },
      },
});

const CLUB_SURVEYS = [
  { id: 'sv-1', title: 'Daily Wellness' },
  { id: 'sv-2', title: 'Session RPE' },
];

const renderPage = (mock = surveysMock(CLUB_SURVEYS)) =>
  renderElement(<SurveyExportsPage />, { mocks: [mock], path: '/survey_exports' });

const field = (name: string) => screen.getByRole('textbox', { name });
/** Types a whole value at once, as a paste: the picker's sections take it in one change. */
const paste = async (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  await waitFor(() => expect(field(name)).toHaveValue(value));
};
const downloadButton = () => screen.getByRole('button', { name: 'Download CSV' });

/** The range of the address the page opened, as the server reads it. */
const openedRange = (open: ReturnType<typeof vi.fn>) => {
  const [address, target] = open.mock.calls[0] as [string, string];
  const url = new URL(address, 'http://touchline.test');
  return {
    path: url.pathname,
    target,
    start: new Date(url.searchParams.get('start_date')!),
    end: new Date(url.searchParams.get('end_date')!),
  };
};

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  setCurrentClubId(CLUB_ID);
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pickSurvey = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  await user.click(await screen.findByRole('combobox', { name: /Survey/ }));
  await user.click(screen.getByRole('option', { name: title }));
};

describe('Survey Exports', () => {
  it("lists the club's surveys and starts on the last 7 days, 00:00 to 23:59", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Survey Exports' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading surveys' })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: /Survey/ })).toHaveTextContent(
      'Select a survey',
    );
    expect(field('Start date')).toHaveValue('11/17/2026');
    expect(field('Start time')).toHaveValue('00:00');
    expect(field('End date')).toHaveValue('11/24/2026');
    expect(field('End time')).toHaveValue('23:59');
  });

  it('asks for a survey and opens nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('combobox', { name: /Survey/ });
    await user.click(downloadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a survey.');
    expect(open).not.toHaveBeenCalled();
  });

  it("opens the survey's answers for the range in a new tab", async () => {
    const user = userEvent.setup();
    renderPage();
    await pickSurvey(user, 'Session RPE');
    await user.click(downloadButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledOnce();
    expect(openedRange(open)).toEqual({
      path: '/api/export/surveys/sv-2/answers.csv',
      target: '_blank',
      start: new Date(2026, 10, 17, 0, 0),
      end: new Date(2026, 10, 24, 23, 59),
    });
  });

  it('keeps the time when another day is picked', async () => {
    const user = userEvent.setup();
    renderPage();
    await pickSurvey(user, 'Daily Wellness');
    await paste('Start time', '14:30');
    await paste('Start date', '11/20/2026');
    expect(field('Start time')).toHaveValue('14:30');
    await user.click(downloadButton());
    expect(openedRange(open).start).toEqual(new Date(2026, 10, 20, 14, 30));
  });

  it('refuses a start after the end', async () => {
    const user = userEvent.setup();
    renderPage();
    await pickSurvey(user, 'Daily Wellness');
    await paste('End date', '11/17/2026');
    await paste('End time', '00:00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Equal ends are a range of no length, not a start after the end.
    await user.click(downloadButton());
    expect(open).toHaveBeenCalledOnce();
    await paste('Start time', '00:01');
    await user.click(downloadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Start date must be before end date.');
    expect(open).toHaveBeenCalledOnce();
  });

  it('refuses more than 31 days, and opens once the range is shortened', async () => {
    const user = userEvent.setup();
    renderPage();
    await pickSurvey(user, 'Daily Wellness');
    await paste('Start date', '10/23/2026');
    await user.click(downloadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Date range is greater than 31 days.');
    expect(open).not.toHaveBeenCalled();

    await paste('Start date', '10/26/2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(downloadButton());
    expect(openedRange(open).start).toEqual(new Date(2026, 9, 26, 0, 0));
  });

  it('says when an end is incomplete', async () => {
    const user = userEvent.setup();
    renderPage();
    await pickSurvey(user, 'Daily Wellness');
    fireEvent.change(field('End date'), { target: { value: '' } });
    await user.click(downloadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid end date and time.');
    expect(open).not.toHaveBeenCalled();
  });

  it('says when the club has no surveys yet', async () => {
    renderPage(surveysMock([]));
    expect(await screen.findByText(/^No surveys yet\./)).toBeVisible();
  });

  it("shows the server's message when the surveys cannot be read", async () => {
    renderPage(surveysMock(null, [{ message: 'You are not allowed to see these surveys' }]));
    expect(await screen.findByText('You are not allowed to see these surveys')).toBeVisible();
  });
});
