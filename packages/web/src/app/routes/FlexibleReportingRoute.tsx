import { PlaceholderPage } from '../../features/placeholders/PlaceholderPage';

/** Route module for /flexible_reporting and /flexible_reporting/:reportId. */
export function FlexibleReportingRoute() {
  return (
    <PlaceholderPage
      title="Flexible Reporting"
      description="Your club's flexible reports and their charts will be shown here. No reports have been created yet."
    />
  );
}
