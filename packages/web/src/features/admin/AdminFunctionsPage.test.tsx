import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp';
import { AdminFunctionsPage } from './AdminFunctionsPage';
import { AdminSetClubSuspendedMutation } from './adminMutations';
import { AdminClubsQuery, SessionDiagnosticsQuery } from './adminQueries';

type Mock = MockLink.MockedResponse;

// As the server answers it, with each object's __typename for the cache.
const club = (name: string, suspended = false) => ({
  __typename: 'AdminClub',
  id: `club-${name}`,
  name,
  sport: 'association_football',
  timeZone: 'Europe/London',
  suspended,
  membersCount: 27,
  sessionsCount: 32,
  featureSwitches: [
    { __typename: 'Feature', name: 'csv_exports', enabled: true },
    { __typename: 'Feature', name: 'web_segments', enabled: false },
  ],
  subscription: {
    __typename: 'BillingSubscription',
    id: `subscription-${name}`,
    status: 'active',
    kind: 'Manual',
    subscriptionPortalUrl: null,
  },
});

const clubsMock = (clubs: ReturnType<typeof club>[]): Mock => ({
  request: { query: AdminClubsQuery, variables: { search: '' } },
  result: { data: { admin: { __typename: 'AdminFunctions', clubs } } },
});

const renderAdmin = (path: string, mocks: Mock[]) =>
  renderApp({ routes: [{ path: '/admin/*', element: <AdminFunctionsPage /> }], path, mocks });

describe('Admin Functions', () => {
  it('lists clubs sorted by name, with members, sessions and status', async () => {
    renderAdmin('/admin/clubs', [clubsMock([club('Touchline Hoops'), club('Touchline FC', true)])]);
    expect(screen.getByRole('tab', { name: 'Clubs', selected: true })).toBeVisible();
    const rows = within(await screen.findByRole('table', { name: 'Clubs' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('ClubSportMembersSessionsSubscriptionStatus');
    expect(rows[1]).toHaveTextContent('Touchline FCassociation football2732activeSuspended');
    expect(rows[2]).toHaveTextContent('Touchline Hoops');
  });

  it('says when no club matches', async () => {
    renderAdmin('/admin/clubs', [clubsMock([])]);
    expect(await screen.findByText('No club matches your search.')).toBeVisible();
  });

  it('suspends a club from its dialog and says so', async () => {
    const fc = club('Touchline FC');
    const suspend: Mock = {
      request: {
        query: AdminSetClubSuspendedMutation,
        variables: { clubId: fc.id, suspended: true },
      },
      result: {
        data: {
          adminSetClubSuspended: {
            __typename: 'AdminClubPayload',
            club: { ...fc, suspended: true },
            errors: [],
          },
        },
      },
    };
    renderAdmin('/admin/clubs', [clubsMock([fc]), suspend]);
    await userEvent.click(await screen.findByRole('button', { name: 'Touchline FC' }));
    const dialog = screen.getByRole('dialog', { name: 'Touchline FC' });
    expect(within(dialog).getByRole('switch', { name: 'csv_exports' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Suspended' }));
    expect(await screen.findByText('Touchline FC is suspended.')).toBeVisible();
    expect(within(dialog).getByRole('switch', { name: 'Suspended' })).toBeChecked();
  });

  it('shows a session’s raw tracks and jobs', async () => {
    const diagnostics: Mock = {
      request: { query: SessionDiagnosticsQuery, variables: { sessionId: 'session-1' } },
      result: {
        data: {
          admin: {
            __typename: 'AdminFunctions',
            sessionDiagnostics: {
              __typename: 'SessionDiagnostics',
              sessionId: 'session-1',
              clubName: 'Touchline FC',
              description: 'Pressing drills',
              startTime: '2026-11-14T15:00:00.000Z',
              dataProcessing: false,
              sessionWarnings: [],
              rawTracks: [
                {
                  __typename: 'RawTrackDiagnostics',
                  id: 'track-1',
                  athleteName: 'Alex Morgan',
                  importer: 'edge',
                  fileName: 'alex.csv',
                  status: 'processed',
                  sampleCount: 36000,
                  samplingRateHz: 10,
                  gapCount: 2,
                  longestGapSeconds: 3.5,
                  firstSampleAt: '2026-11-14T15:00:00.000Z',
                  lastSampleAt: '2026-11-14T16:00:00.000Z',
                  processedAt: '2026-11-14T16:05:00.000Z',
                  downloadUrl: '/api/admin/uploads/upload-1',
                  warnings: [
                    {
                      __typename: 'ProcessingWarningDiagnostics',
                      code: 'NO_GPS_DATA',
                      message: 'no fix',
                    },
                  ],
                },
              ],
              jobs: [
                {
                  __typename: 'AdminJob',
                  id: 'job-1',
                  queue: 'process-raw-track',
                  state: 'completed',
                  retryCount: 0,
                  createdAt: '2026-11-14T16:04:00.000Z',
                  startedAt: '2026-11-14T16:04:01.000Z',
                  completedAt: '2026-11-14T16:05:00.000Z',
                  error: null,
                },
              ],
            },
          },
        },
      },
    };
    renderAdmin('/admin/sessions/session-1', [diagnostics]);
    const tracks = await screen.findByRole('table', { name: 'Raw tracks' });
    expect(within(tracks).getAllByRole('row')[1]).toHaveTextContent(
      'Alex Morganedgeprocessed3600010.023.5',
    );
    expect(within(tracks).getByText('NO_GPS_DATA: no fix')).toBeVisible();
    expect(within(tracks).getByRole('link', { name: 'alex.csv' })).toHaveAttribute(
      'href',
      '/api/admin/uploads/upload-1',
    );
    const jobs = screen.getByRole('table', { name: 'Processing jobs' });
    expect(within(jobs).getAllByRole('row')[1]).toHaveTextContent('process-raw-trackcompleted0');
    expect(screen.getByRole('button', { name: 'Re-process' })).toBeEnabled();
  });
});
