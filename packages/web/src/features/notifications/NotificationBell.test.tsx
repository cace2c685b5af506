import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithCable } from '../../testing/renderWithCable';
import { NotificationBell } from './NotificationBell';
import {
  MarkAllNotificationsReadMutation,
  MarkNotificationReadMutation,
  NotificationsQuery,
  NOTIFICATIONS_SHOWN,
} from './NotificationsQuery';

const notification = (id: string, sentence: string, readAt: string | null = null) => ({
  __typename: 'Notification' as const,
  id,
  type: 'DataReady',
  sentence,
  path: `/sessions/${id}`,
  createdAt: '2026-11-12T12:00:00.000Z',
  readAt,
});

const ready = notification('n1', 'Training on 12 Nov is ready: your numbers are in.');
const old = notification(
  'n0',
  'Training on 10 Nov is ready: your numbers are in.',
  '2026-11-11T09:00:00.000Z',
);

const listed = (list: ReturnType<typeof notification>[], unread: number) => ({
  request: { query: NotificationsQuery, variables: { limit: NOTIFICATIONS_SHOWN } },
  result: { data: { unreadNotificationCount: unread, myNotifications: list } },
});

// The list's closing transition may still hide the page behind it from the accessibility tree.
const bell = (unread: number) =>
  screen.findByRole('button', {
    name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications, none unread',
    hidden: true,
  });

describe('the notification bell', () => {
  it('counts the unread, lists a sentence each linked to its page, and marks one read', async () => {
    const user = userEvent.setup();
    renderWithCable(<NotificationBell />, [
      listed([ready, old], 1),
      {
        request: { query: MarkNotificationReadMutation, variables: { id: 'n1' } },
        result: {
          data: {
            markNotificationRead: {
              notification: { ...ready, readAt: '2026-11-12T13:00:00.000Z' },
              errors: [],
            },
          },
        },
      },
    ]);
    await user.click(await bell(1));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('link', { name: /Training on 12 Nov is ready/ })).toHaveAttribute(
      'href',
      '/sessions/n1',
    );
    await user.click(screen.getByRole('button', { name: `Mark read: ${ready.sentence}` }));
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Mark read/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await bell(0)).toBeInTheDocument();
  });

  it('shows a new notification live and marks all read', async () => {
    const user = userEvent.setup();
    const view = renderWithCable(<NotificationBell />, [
      listed([old], 0),
      {
        request: { query: MarkAllNotificationsReadMutation },
        result: { data: { markAllNotificationsRead: { markedCount: 1, errors: [] } } },
      },
    ]);
    await bell(0);
    await view.event({ notificationReceived: ready });
    await user.click(await bell(1));
    expect(await screen.findByText(ready.sentence)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(await bell(0)).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    const user = userEvent.setup();
    renderWithCable(<NotificationBell />, [listed([], 0)]);
    await user.click(await bell(0));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
