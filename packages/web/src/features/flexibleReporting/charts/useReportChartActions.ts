import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { serverErrorMessage } from '../../../lib/apollo/serverErrorMessage';
import {
  mutationErrorText,
  refusedAsStale,
  type MutationPayload,
} from '../../../lib/mutationErrors';
import { useSnackbar } from '../../../components/ui/useSnackbar';
import { chartAttributes, type ChartDraft } from './chartDraft';
import {
  CreateFlexibleReportChartMutation,
  DestroyFlexibleReportChartsMutation,
  REPORT_REFETCH,
  UpdateFlexibleReportChartMutation,
  UpdateFlexibleReportChartPositionMutation,
} from './reportChartMutations';

/** The texts of docs/product/reporting.md §4 and §8. */
export const REPORT_CHART_TEXTS = {
  saved: 'Chart saved',
  reload: 'Reload',
  created: 'Chart created successfully',
  moveFailed: 'An unknown error occurred',
  failed: 'An unknown error occurred',
} as const;

/**
 * A report's chart mutations (docs/product/reporting.md §7), each refetching the report. They
 * answer whether they succeeded; refusals and failures show as top-right toasts.
 */
export function useReportChartActions(reportId: string) {
  const snackbar = useSnackbar();
  const options = { refetchQueries: REPORT_REFETCH, awaitRefetchQueries: true };
  const [create] = useMutation(CreateFlexibleReportChartMutation, options);
  const [update] = useMutation(UpdateFlexibleReportChartMutation, options);
  const [move] = useMutation(UpdateFlexibleReportChartPositionMutation, options);
  const [destroy] = useMutation(DestroyFlexibleReportChartsMutation, options);
  const [creating, setCreating] = useState(false);
  const moveInFlight = useRef(false);

  const toast = useCallback(
    (type: 'info' | 'error', message: string) =>
      snackbar.show({
        type,
        message,
        placement: 'topRight',
        durationMs: type === 'info' ? 4000 : undefined,
      }),
    [snackbar],
  );
  /** Shows what went wrong; true when nothing did. */
  const outcome = useCallback(
    (payload: MutationPayload | null | undefined, error: unknown, fallback: string): boolean => {
      const refusal = mutationErrorText(payload?.errors);
      if (refusal !== null) toast('error', refusal);
      else if (error || !payload) toast('error', serverErrorMessage(error) ?? fallback);
      else return true;
      return false;
    },
    [toast],
  );

  const createChart = useCallback(
    async (draft: ChartDraft): Promise<boolean> => {
      setCreating(true);
      try {
        const { data, error } = await create({
          variables: { attributes: { flexibleReportId: reportId, ...chartAttributes(draft) } },
        });
        const ok = outcome(data?.createFlexibleReportChart, error, REPORT_CHART_TEXTS.failed);
        if (ok) toast('info', REPORT_CHART_TEXTS.created);
        return ok;
      } catch (error) {
        return outcome(null, error, REPORT_CHART_TEXTS.failed);
      } finally {
        setCreating(false);
      }
    },
    [create, reportId, outcome, toast],
  );

  /** Saves the chart from the version it was loaded at; a stale one offers to reload. */
  const updateChart = useCallback(
    async (chart: { id: string; lockVersion: number }, draft: ChartDraft): Promise<boolean> => {
      try {
        const { data, error } = await update({
          variables: {
            id: chart.id,
            attributes: { ...chartAttributes(draft), lockVersion: chart.lockVersion },
          },
        });
        const payload = data?.updateFlexibleReportChart;
        // Someone else saved the chart meanwhile.
        if (refusedAsStale(payload?.errors)) {
          snackbar.show({
            type: 'error',
            message: mutationErrorText(payload?.errors)!,
            action: { label: REPORT_CHART_TEXTS.reload, onClick: () => window.location.reload() },
          });
          return false;
        }
        const ok = outcome(payload, error, REPORT_CHART_TEXTS.failed);
        if (ok) toast('info', REPORT_CHART_TEXTS.saved);
        return ok;
      } catch (error) {
        return outcome(null, error, REPORT_CHART_TEXTS.failed);
      }
    },
    [update, outcome, snackbar, toast],
  );

  /** One step up or down; ignored while a move is in flight (docs/product/reporting.md §4). */
  const moveChart = useCallback(
    async (id: string, position: number): Promise<void> => {
      if (moveInFlight.current) return;
      moveInFlight.current = true;
      try {
        const { data, error } = await move({ variables: { id, position } });
        const payload = data?.updateFlexibleReportChartPosition;
        if (error || !payload || payload.errors.length > 0)
          toast('error', REPORT_CHART_TEXTS.moveFailed);
      } catch {
        toast('error', REPORT_CHART_TEXTS.moveFailed);
      } finally {
        moveInFlight.current = false;
      }
    },
    [move, toast],
  );

  const destroyChart = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        const { data, error } = await destroy({ variables: { chartIds: [id] } });
        return outcome(data?.destroyFlexibleReportCharts, error, REPORT_CHART_TEXTS.failed);
      } catch (error) {
        return outcome(null, error, REPORT_CHART_TEXTS.failed);
      }
    },
    [destroy, outcome],
  );

  // One object while nothing changes: the cards are memoised on it.
  return useMemo(
    () => ({ createChart, updateChart, moveChart, destroyChart, creating }),
    [createChart, updateChart, moveChart, destroyChart, creating],
  );
}
