import { useParams } from 'react-router';
import { ReportPage } from '../../features/flexibleReporting/ReportPage';

/**
 * Route module for /flexible_reporting/:reportId: one report. A route of its own, so its
 * charts' code (ECharts) loads only here, and before the page renders (the router's lazy),
 * not behind a Suspense fallback that React would hold on screen a while.
 */
export function FlexibleReportRoute() {
  const { reportId = '' } = useParams();
  return <ReportPage key={reportId} reportId={reportId} />;
}
