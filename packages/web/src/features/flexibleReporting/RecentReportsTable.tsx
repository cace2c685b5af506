import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { SectionCard } from '../../components/ui/SectionCard';
import type { ReportLocale } from '../../lib/reporting/preferredLocale';
import { RecentReportRow } from './RecentReportRow';
import { REPORTS_PAGE_SIZE, type useRecentReports } from './useRecentReports';

export interface RecentReportsTableProps {
  recent: ReturnType<typeof useRecentReports>;
  locale: ReportLocale;
  /** Staff delete and duplicate reports; athletes only open them. */
  canEdit: boolean;
}

const COLUMNS = ['Report name', 'Status', 'Last modified', 'Created by'];

/** 'Recent Reports' (docs/product/reporting.md §2): delete and duplicate errors above it, pages of 10 past 10. */
export function RecentReportsTable({ recent, locale, canEdit }: RecentReportsTableProps) {
  const navigate = useNavigate();
  const open = (reportId: string) =>
    void navigate(`/flexible_reporting/${encodeURIComponent(reportId)}`);
  const { reports, total, page } = recent;

  return (
    <Stack spacing={2}>
      <MutationErrorList messages={recent.actionErrors} />
      <SectionCard
        title="Recent Reports"
        subtitle="Continue working on a recent report."
        headingLevel={2}
      >
        {recent.errorMessage ? (
          <Alert severity="error">{recent.errorMessage}</Alert>
        ) : reports === null ? (
          <Stack spacing={1} aria-label="Loading reports" role="progressbar">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={44} />
            ))}
          </Stack>
        ) : reports.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {canEdit
              ? 'No reports yet. Create report data above to start your first report.'
              : 'No reports yet.'}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Recent Reports">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{column}</TableCell>
                  ))}
                  <TableCell align="right" aria-label="Actions" />
                </TableRow>
              </TableHead>
              <TableBody>
                {reports.map((report) => (
                  <RecentReportRow
                    key={report.id}
                    report={report}
                    locale={locale}
                    canEdit={canEdit}
                    busy={recent.busyReportId === report.id}
                    onOpen={open}
                    onDelete={(id) => void recent.deleteReport(id)}
                    onDuplicate={(id) => void recent.duplicate(id)}
                  />
                ))}
              </TableBody>
            </Table>
            {total > REPORTS_PAGE_SIZE && (
              <TablePagination
                component="div"
                count={total}
                page={page}
                rowsPerPage={REPORTS_PAGE_SIZE}
                rowsPerPageOptions={[]}
                onPageChange={(_event, next) => recent.setPage(next)}
              />
            )}
          </TableContainer>
        )}
      </SectionCard>
    </Stack>
  );
}
