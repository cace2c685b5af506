import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ReportsPage } from '../../features/flexibleReporting/ReportsPage';

// A report's charts bring ECharts: the reports list does not wait for them.
const ReportPage = lazy(() =>
  import('../../features/flexibleReporting/ReportPage').then((module) => ({
    default: module.ReportPage,
  })),
);

/** Route module for /flexible_reporting (the reports) and /flexible_reporting/:reportId (one report). */
export function FlexibleReportingRoute() {
  const { reportId } = useParams();
  if (!reportId) return <ReportsPage />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
      <ReportPage key={reportId} reportId={reportId} />
    </Suspense>
  );
}
