import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { useQuery } from '@apollo/client/react';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { renderElement } from '../../testing/renderApp';
import { SessionContainer } from './SessionContainer';
import { SessionContainerQuery } from './SessionContainerQuery';
import { PROCESSING_TEXT } from './SessionProcessingMessage';
import { ProcessingProgressQuery } from './ProcessingProgressQuery';
import { CLUB_ID } from '../../testing/athletes';
import { TRAINING_ID, trainingMocks } from './testing/trainingMocks';
import { SessionAverageQuery } from './training/SessionAverageQuery';

/** Reads what the report would: how many athletes the session average has. */
function AthleteCount({ sessionId }: { sessionId: string }) {
  const { data } = useQuery(SessionAverageQuery, { variables: { sessionId, athleteIds: null } });
  const session = data?.session;
  return session?.__typename === 'TrainingSession' ? (
    <p>Training report with {session.sessionParticipations.length} athletes</p>
  ) : null;
}

vi.mock('./training/TrainingSessionReport', () => ({
  TrainingSessionReport: ({ session }: { session: { id: string } }) => (
    <AthleteCount sessionId={session.id} />
  ),
}));
vi.mock('./match/MatchSessionReport', () => ({
  MatchSessionReport: ({ sessionId }: { sessionId: string }) => <p>Match report of {sessionId}</p>,
}));
vi.mock('./SessionReportWarmup', () => ({
  SessionReportWarmup: ({ sessionId }: { sessionId: string }) => {
    useQuery(SessionAverageQuery, { variables: { sessionId, athleteIds: null } });
    return null;
  },
}));

function containerAnswer({
  dataProcessing = false,
  touchlineStaff = false,
  match = false,
}: { dataProcessing?: boolean; touchlineStaff?: boolean; match?: boolean } = {}) {
  return {
    data: {
      currentPerson: {
        __typename: 'Person',
        id: 'p1',
        touchlineStaff,
        clubs: [{ __typename: 'Club', id: CLUB_ID }],
      },
      session: {
        __typename: match ? 'MatchSession' : 'TrainingSession',
        id: TRAINING_ID,
        startTime: '2025-11-28T17:00:00.000Z',
        endTime: '2025-11-28T18:30:00.000Z',
        dataProcessing,
        club: { __typename: 'Club', id: CLUB_ID },
      },
    },
  };
}

const containerRequest = { query: SessionContainerQuery, variables: { sessionId: TRAINING_ID } };

function renderContainer(
  mocks: MockLink.MockedResponse[],
  slots: { staffActions?: ReactNode; staffPanels?: ReactNode } = {},
) {
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    subscriptions,
    new MockLink(mocks, { defaultOptions: { delay: 0 } }),
  );
  renderElement(<SessionContainer sessionId={TRAINING_ID} {...slots} />, {
    link,
    path: `/sessions/${TRAINING_ID}`,
  });
  return {
    processed: (dataProcessing: boolean) =>
      act(async () => {
        subscriptions.simulateResult({
          result: {
            data: {
              sessionProcessed: {
                __typename: 'SessionProcessing',
                sessionId: TRAINING_ID,
                dataProcessing,
              },
            },
          },
        });
        await Promise.resolve();
      }),
  };
}

describe('SessionContainer', () => {
  beforeEach(() => setCurrentClubId(CLUB_ID));

  it('shows the report of a processed training session', async () => {
    renderContainer([{ request: containerRequest, result: containerAnswer() }, ...trainingMocks()]);
    expect(await screen.findByText('Training report with 3 athletes')).toBeInTheDocument();
    expect(screen.queryByText(PROCESSING_TEXT)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /View Session Diagnostics/ }),
    ).not.toBeInTheDocument();
  });

  it('shows the match report of a match', async () => {
    renderContainer([
      { request: containerRequest, result: containerAnswer({ match: true }) },
      ...trainingMocks({ match: true }),
    ]);
    expect(await screen.findByText(`Match report of ${TRAINING_ID}`)).toBeInTheDocument();
  });

  it('waits out processing, then shows the new report by itself', async () => {
    const [average] = trainingMocks({ athletes: ['data'] });
    const [averageAfter] = trainingMocks();
    const { processed } = renderContainer([
      { request: containerRequest, result: containerAnswer({ dataProcessing: true }) },
      { ...average!, maxUsageCount: 1 },
      { request: containerRequest, result: containerAnswer() },
      averageAfter!,
    ]);
    expect(await screen.findByText(PROCESSING_TEXT)).toBeInTheDocument();
    await processed(true);
    expect(screen.getByText(PROCESSING_TEXT)).toBeInTheDocument();

    await processed(false);
    expect(await screen.findByText('Training report with 3 athletes')).toBeInTheDocument();
    expect(screen.queryByText(PROCESSING_TEXT)).not.toBeInTheDocument();
  });

  it('counts the files processed while the session processes', async () => {
    renderContainer([
      { request: containerRequest, result: containerAnswer({ dataProcessing: true }) },
      {
        request: { query: ProcessingProgressQuery, variables: { sessionId: TRAINING_ID } },
        result: {
          data: {
            session: {
              __typename: 'TrainingSession',
              id: TRAINING_ID,
              processingProgress: { __typename: 'SessionProcessingProgress', done: 2, total: 5 },
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      ...trainingMocks(),
    ]);
    expect(await screen.findByText('Processing files: 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing files: 2 of 5' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('shows the staff’s actions and panels the route gives, also while processing', async () => {
    renderContainer(
      [
        { request: containerRequest, result: containerAnswer({ dataProcessing: true }) },
        ...trainingMocks(),
      ],
      { staffActions: <button>Edit session</button>, staffPanels: <p>Files panel</p> },
    );
    expect(await screen.findByText(PROCESSING_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit session' })).toBeInTheDocument();
    expect(screen.getByText('Files panel')).toBeInTheDocument();
  });

  it('shows the processing message again when new data starts processing', async () => {
    const { processed } = renderContainer([
      { request: containerRequest, result: containerAnswer() },
      ...trainingMocks(),
    ]);
    await screen.findByText('Training report with 3 athletes');
    await processed(true);
    expect(await screen.findByText(PROCESSING_TEXT)).toBeInTheDocument();
  });

  it('fetches the report again when uploads made while it is open have been processed', async () => {
    const [average] = trainingMocks({ athletes: ['data'] });
    const [averageAfter] = trainingMocks();
    const { processed } = renderContainer([
      { request: containerRequest, result: containerAnswer() },
      { ...average!, maxUsageCount: 1 },
      { request: containerRequest, result: containerAnswer() },
      averageAfter!,
    ]);
    expect(await screen.findByText('Training report with 1 athletes')).toBeInTheDocument();
    await processed(false);
    expect(screen.getByText('Training report with 1 athletes')).toBeInTheDocument();
    await processed(false);
    expect(await screen.findByText('Training report with 3 athletes')).toBeInTheDocument();
  });

  it("shows the server's message for an unknown session or one of another club", async () => {
    renderContainer([
      {
        request: containerRequest,
        result: {
          errors: [{ message: 'Session not found', path: ['session'] }],
          data: { ...containerAnswer().data, session: null },
        },
      },
      ...trainingMocks(),
    ]);
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
  });

  it('links provider staff to the session diagnostics', async () => {
    renderContainer([
      { request: containerRequest, result: containerAnswer({ touchlineStaff: true }) },
      ...trainingMocks(),
    ]);
    expect(await screen.findByRole('link', { name: /View Session Diagnostics/ })).toHaveAttribute(
      'href',
      `/admin/sessions/${TRAINING_ID}`,
    );
  });
});
