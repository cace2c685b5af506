import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../testing/renderApp';
import {
  NotificationSettingsQuery,
  UpdateNotificationPreferenceMutation,
} from './NotificationSettingsQuery';
import { NotificationSettingsPage } from './NotificationSettingsPage';

const preference = (email = false, push = false) => ({
  __typename: 'NotificationPreference' as const,
  type: 'DataReady' as const,
  label: "A session's data is ready",
  email,
  push,
});

const settings = (available: boolean, chosen = preference()) => ({
  request: { query: NotificationSettingsQuery },
  result: {
    data: {
      vapidPublicKey: available ? 'BKey' : null,
      notificationSettings: {
        __typename: 'NotificationSettings',
        emailAvailable: available,
        pushAvailable: available,
        preferences: [chosen],
      },
    },
  },
});

describe('the notification settings', () => {
  it('says e-mail and push are not set up, with their switches off', async () => {
    renderElement(<NotificationSettingsPage />, { mocks: [settings(false)] });
    expect(await screen.findByText('E-mail is not set up on this server.')).toBeInTheDocument();
    expect(
      screen.getByText('Push notifications are not set up on this server.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: "E-mail: A session's data is ready" }),
    ).toBeDisabled();
    expect(screen.getByRole('switch', { name: "Push: A session's data is ready" })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enable push on this device' })).toBeNull();
  });

  it('saves a choice per type and channel', async () => {
    const user = userEvent.setup();
    renderElement(<NotificationSettingsPage />, {
      mocks: [
        settings(true),
        {
          request: {
            query: UpdateNotificationPreferenceMutation,
            variables: { input: { type: 'DataReady', email: true, push: false } },
          },
          result: {
            data: {
              updateNotificationPreference: {
                __typename: 'UpdateNotificationPreferencePayload',
                preference: preference(true, false),
                errors: [],
              },
            },
          },
        },
      ],
    });
    const email = await screen.findByRole('switch', { name: "E-mail: A session's data is ready" });
    expect(screen.getByRole('button', { name: 'Enable push on this device' })).toBeEnabled();
    await user.click(email);
    expect(
      await screen.findByRole('switch', { name: "E-mail: A session's data is ready" }),
    ).toBeChecked();
  });
});
