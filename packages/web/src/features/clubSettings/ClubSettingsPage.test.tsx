import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { ClubSettingsPage } from './ClubSettingsPage';
import {
  ClubSettingsQuery,
  UpdateClubSettingsMutation,
  UpdateThresholdsMutation,
} from './settingsDocuments';
import { renderWithCable } from '../../testing/renderWithCable';

const CLUB_ID = 'c1';
const thresholds = (sprintSpeedKph = 25.2) => ({
  __typename: 'MetricSettings' as const,
  highIntensitySpeedKph: 19.8,
  sprintSpeedKph,
  speedZoneBoundsKph: [6.1, 12, 14.4, 19.8, 25.2],
  accelerationThresholdMps2: 3,
  individualSpeedZones: false,
});
const club = {
  __typename: 'Club' as const,
  id: CLUB_ID,
  name: 'Touchline FC',
  settings: {
    __typename: 'ClubSettings' as const,
    timeZone: 'Europe/London',
    defaultUnitSystem: 'metric',
    suggestedSegmentTitles: ['Rondo'],
    wellnessFlagStandardDeviations: 1.5,
    wellnessFlagBaselineDays: 28,
  },
};
const settingsMock = (sprint?: number) => ({
  request: { query: ClubSettingsQuery, variables: { clubId: CLUB_ID } },
  result: {
    data: { club: { ...club, metricSettings: thresholds(sprint), sessionsWithStoredFiles: 3 } },
  },
});
const errorOf = (path: string[], message: string) => ({
  __typename: 'MutationError',
  path,
  fullMessages: [message],
});

beforeEach(() => setCurrentClubId(CLUB_ID));

describe('the settings page', () => {
  it('is read-only for staff who are not admins', async () => {
    renderWithCable(<ClubSettingsPage canEdit={false} />, [settingsMock()]);
    expect(await screen.findByText('Only club admins can change these settings.')).toBeVisible();
    expect(screen.getByLabelText(/Club name/)).toBeDisabled();
    expect(screen.getByLabelText('Sprint speed (km/h)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save thresholds' })).not.toBeInTheDocument();
  });

  it('sends the wellness-flag thresholds, and shows the server’s refusal of a club name', async () => {
    const user = userEvent.setup();
    renderWithCable(<ClubSettingsPage canEdit />, [
      settingsMock(),
      {
        request: {
          query: UpdateClubSettingsMutation,
          variables: {
            clubId: CLUB_ID,
            input: {
              name: 'Touchline Hoops',
              timeZone: 'Europe/London',
              defaultUnitSystem: 'metric',
              suggestedSegmentTitles: ['Rondo'],
              wellnessFlagStandardDeviations: 1.5,
              wellnessFlagBaselineDays: 14,
            },
          },
        },
        result: {
          data: {
            updateClubSettings: {
              __typename: 'UpdateClubSettingsPayload',
              club: null,
              errors: [errorOf(['input', 'name'], 'A club named Touchline Hoops exists.')],
            },
          },
        },
      },
    ]);
    const name = await screen.findByLabelText(/Club name/);
    await user.clear(name);
    await user.type(name, 'Touchline Hoops');
    const days = screen.getByLabelText('Wellness flag: baseline days');
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const form = screen.getByRole('form', { name: 'Club details' });
    expect(await within(form).findByText('A club named Touchline Hoops exists.')).toBeVisible();
  });

  it('asks before new thresholds, then shows the re-processing live until it ends', async () => {
    const user = userEvent.setup();
    const cable = renderWithCable(<ClubSettingsPage canEdit />, [
      settingsMock(),
      {
        request: {
          query: UpdateThresholdsMutation,
          variables: {
            input: {
              clubId: CLUB_ID,
              highIntensitySpeedKph: 19.8,
              sprintSpeedKph: 26,
              accelerationThresholdMps2: 3,
              speedZoneBoundsKph: [6.1, 12, 14.4, 19.8, 25.2],
              individualSpeedZones: false,
            },
          },
        },
        result: {
          data: {
            updateMetricSettings: {
              __typename: 'UpdateMetricSettingsPayload',
              metricSettings: thresholds(26),
              sessionsReprocessing: 3,
              errors: [],
            },
          },
        },
      },
      settingsMock(26),
    ]);
    const sprint = await screen.findByLabelText('Sprint speed (km/h)');
    await user.clear(sprint);
    await user.type(sprint, '26');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    const confirm = screen.getByRole('dialog', { name: 'Change the thresholds?' });
    expect(confirm).toHaveTextContent('3 sessions will be re-processed with the new thresholds.');
    await user.click(within(confirm).getByRole('button', { name: 'Re-process' }));

    expect(await screen.findByText('Re-processing: 0 of 3 sessions done')).toBeVisible();
    const processing = (sessionsProcessing: number) =>
      cable.event({
        clubReprocessing: { __typename: 'ClubReprocessing', clubId: CLUB_ID, sessionsProcessing },
      });
    await processing(3);
    await processing(1);
    expect(await screen.findByText('Re-processing: 2 of 3 sessions done')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Re-processing' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await processing(0);
    expect(await screen.findByText('Re-processing finished: 3 sessions recomputed.')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Re-processing' })).not.toBeInTheDocument();
  });
});
