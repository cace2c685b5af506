import { ReportsPage } from '../../features/flexibleReporting/ReportsPage';

/** Route module for /flexible_reporting: the club's reports. */
export function FlexibleReportingRoute() {
  return <ReportsPage />;
}
