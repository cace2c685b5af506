import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { mutationErrorMessages } from '../../lib/mutationErrors';
import { FlexibleReportsQuery } from './FlexibleReportsQuery';
import {
  DestroyFlexibleReportsMutation,
  DuplicateFlexibleReportMutation,
} from './reportListMutations';

/** Reports per page; pagination shows only past one page (docs/product/reporting.md §9). */
export const REPORTS_PAGE_SIZE = 10;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One page of the club's reports, always from the network (docs/product/reporting.md §7), and the row
 * actions: delete (errors listed above the table) and duplicate (opens the copy).
 */
export function useRecentReports(clubId: string) {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [actionErrors, setActionErrors] = useState<string[]>([]);
  const [busyReportId, setBusyReportId] = useState<string | null>(null);
  const { data, loading, error } = useQuery(FlexibleReportsQuery, {
    variables: { id: clubId, limit: REPORTS_PAGE_SIZE, offset: page * REPORTS_PAGE_SIZE },
    skip: !clubId,
    fetchPolicy: 'network-only',
  });
  const [destroyReports] = useMutation(DestroyFlexibleReportsMutation, {
    refetchQueries: ['FlexibleReportsQuery'],
    awaitRefetchQueries: true,
  });
  const [duplicateReport] = useMutation(DuplicateFlexibleReportMutation);

  const club = data?.club ?? null;
  const total = club?.flexibleReportsCount ?? 0;
  const reports = club?.flexibleReports ?? null;

  const deleteReport = useCallback(
    async (reportId: string) => {
      setBusyReportId(reportId);
      setActionErrors([]);
      try {
        const result = await destroyReports({ variables: { reportIds: [reportId] } });
        const payload = result.data?.destroyFlexibleReports;
        if (payload && payload.errors.length > 0)
          setActionErrors(mutationErrorMessages(payload.errors));
        else if (result.error) setActionErrors([result.error.message]);
        else if (reports?.length === 1 && page > 0) setPage(page - 1); // the page emptied
      } catch (failure) {
        setActionErrors([messageOf(failure)]);
      } finally {
        setBusyReportId(null);
      }
    },
    [destroyReports, reports, page],
  );

  const duplicate = useCallback(
    async (reportId: string) => {
      setBusyReportId(reportId);
      setActionErrors([]);
      try {
        const result = await duplicateReport({ variables: { id: reportId, clubId } });
        const payload = result.data?.duplicateFlexibleReport;
        if (payload && payload.errors.length > 0)
          setActionErrors(mutationErrorMessages(payload.errors));
        else if (result.error || !payload?.id) {
          setActionErrors([result.error?.message ?? 'The report could not be duplicated.']);
        } else void navigate(`/flexible_reporting/${encodeURIComponent(payload.id)}`);
      } catch (failure) {
        setActionErrors([messageOf(failure)]);
      } finally {
        setBusyReportId(null);
      }
    },
    [duplicateReport, clubId, navigate],
  );

  return {
    reports,
    total,
    page,
    setPage,
    loading: loading && !reports,
    errorMessage: error && !reports ? error.message : null,
    actionErrors,
    busyReportId,
    deleteReport,
    duplicate,
  };
}
