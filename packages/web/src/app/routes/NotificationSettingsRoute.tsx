import { NotificationSettingsPage } from '../../features/notifications/NotificationSettingsPage';

/** Route module for /settings/notifications. */
export function NotificationSettingsRoute() {
  return <NotificationSettingsPage />;
}
