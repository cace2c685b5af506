import { useParams } from 'react-router';
import { ReportPage } from '../../features/flexibleReporting/ReportPage';
import { ReportsPage } from '../../features/flexibleReporting/ReportsPage';

/** Route module for /flexible_reporting (the reports) and /flexible_reporting/:reportId (one report). */
export function FlexibleReportingRoute() {
  const { reportId } = useParams();
  return reportId ? <ReportPage key={reportId} reportId={reportId} /> : <ReportsPage />;
}
