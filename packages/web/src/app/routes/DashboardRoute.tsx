import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { SuspendedBanner } from '../../features/shell/SuspendedBanner';

/** Route module for /dashboard: the page shows the suspension warning among its sections. */
export function DashboardRoute() {
  return <DashboardPage suspendedNotice={<SuspendedBanner />} />;
}
