import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../components/ui/useSnackbar';
import { mutationErrorText } from '../../lib/mutationErrors';
import { CreateFlexibleReportMutation, UpdateFlexibleReportMutation } from './reportDataMutations';
import type { ReportDataValues } from './reportDataForm';

export const REPORT_DATA_ERRORS = {
  create: 'An unexpected error occurred while creating the report',
  update: 'An unexpected error occurred while updating the report',
} as const;

/**
 * Creates the report (then opens it) or updates it (the report and its dataset are
 * refetched). Refusals and failures show as top-right toasts (docs/product/reporting.md §8).
 */
export function useSaveReportData(clubId: string, reportId: string | null) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [saving, setSaving] = useState(false);
  const [createReport] = useMutation(CreateFlexibleReportMutation);
  const [updateReport] = useMutation(UpdateFlexibleReportMutation, {
    refetchQueries: ['CurrentReportQuery', 'DatasetQuery'],
  });

  const toast = useCallback(
    (message: string) => snackbar.show({ type: 'error', message, placement: 'topRight' }),
    [snackbar],
  );

  const save = useCallback(
    async (values: ReportDataValues): Promise<boolean> => {
      const attributes = {
        title: values.title.trim(),
        startDate: values.startDate,
        endDate: values.endDate,
        dateFormat: values.dateFormat,
      };
      setSaving(true);
      try {
        if (reportId === null) {
          const { data, error } = await createReport({
            variables: { attributes: { ...attributes, clubId } },
          });
          const payload = data?.createFlexibleReport;
          const refusal = mutationErrorText(payload?.errors);
          if (refusal !== null) toast(refusal);
          else if (error || !payload?.report) toast(REPORT_DATA_ERRORS.create);
          else {
            void navigate(`/flexible_reporting/${encodeURIComponent(payload.report.id)}`);
            return true;
          }
          return false;
        }
        const { data, error } = await updateReport({ variables: { id: reportId, attributes } });
        const payload = data?.updateFlexibleReport;
        const refusal = mutationErrorText(payload?.errors);
        if (refusal !== null) toast(refusal);
        else if (error || !payload?.report) toast(REPORT_DATA_ERRORS.update);
        else return true;
        return false;
      } catch {
        toast(reportId === null ? REPORT_DATA_ERRORS.create : REPORT_DATA_ERRORS.update);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [clubId, reportId, createReport, updateReport, navigate, toast],
  );

  return { save, saving };
}
