import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReactiveVar } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { ReportCharts } from './charts/ReportCharts';
import { DatasetStatusNotice } from './DatasetStatusNotice';
import { DownloadReportButton } from './DownloadReportButton';
import { LocaleSelect } from './LocaleSelect';
import { ReportDataPanel } from './ReportDataPanel';
import { useCanEditReports } from './useCanEditReports';
import { asReportDateFormat } from './reportDataForm';
import { usePreferredLocale } from './usePreferredLocale';
import { useReportDataset } from './useReportDataset';

/** One report (docs/product/reporting.md §2): its data panel, then its charts once the dataset is Completed. */
export function ReportPage({ reportId }: { reportId: string }) {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const [locale, setLocale] = usePreferredLocale();
  const { report, dataset, status, loading, errorMessage, subscriptionError } =
    useReportDataset(reportId);
  const canEdit = useCanEditReports(clubId);
  // Kept while they are the same, so the data panel (its date fields) is not drawn again
  // when the dataset arrives.
  const stored = useMemo(
    () =>
      report && {
        title: report.title,
        dateFormat: asReportDateFormat(report.dateFormat),
        startDate: report.startDate,
        endDate: report.endDate,
      },
    [report],
  );
  const datasetId = report?.dataset.id;
  const downloadable = status === 'Completed';
  const actions = useMemo(
    () =>
      // The dataset's download is for staff (the server says so to anyone else).
      canEdit &&
      datasetId && <DownloadReportButton datasetId={datasetId} disabled={!downloadable} />,
    [canEdit, datasetId, downloadable],
  );

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to="/flexible_reporting"
            underline="hover"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1, fontWeight: 600 }}
          >
            <ArrowBackRounded fontSize="small" />
            Flexible Reporting
          </Link>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {report?.title ?? 'Flexible Reporting'}
          </Typography>
        </Box>
        <LocaleSelect locale={locale} onChange={setLocale} />
      </Box>
      {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
      {subscriptionError && <Alert severity="error">{subscriptionError}</Alert>}
      {loading && <Skeleton variant="rounded" height={150} />}
      {report && (
        <>
          <ReportDataPanel
            key={report.id}
            clubId={clubId}
            reportId={report.id}
            stored={stored}
            readOnly={!canEdit}
            actions={actions}
          />
          {status !== 'Completed' ? (
            <DatasetStatusNotice status={status} />
          ) : dataset ? (
            <ReportCharts
              report={{
                id: report.id,
                title: report.title,
                startDate: report.startDate,
                endDate: report.endDate,
              }}
              charts={report.reportCharts}
              dataset={dataset}
              locale={locale}
            />
          ) : (
            !errorMessage && <Skeleton variant="rounded" height={415} />
          )}
        </>
      )}
    </Stack>
  );
}
