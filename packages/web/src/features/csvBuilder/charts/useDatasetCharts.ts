import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LoadedDataset } from '../csvBuilderTypes';
import type { DatasetChart } from './datasetChart';
import { readSavedCharts, saveCharts } from './savedCharts';

/** docs/product/reporting.md §9: how long 'Charts Saved' shows. */
export const CHARTS_SAVED_MS = 2500;

/** An id for a new chart (crypto.randomUUID needs a secure context; a club's own server may lack one). */
const newChartId = () => `chart-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The loaded dataset's charts: its saved ones until the person changes them,
 * then theirs (kept per dataset while the builder is open, so the tour's
 * demo dataset does not lose them); 'SAVE CHARTS' stores them.
 */
export function useDatasetCharts(dataset: LoadedDataset) {
  const [edited, setEdited] = useState<Readonly<Record<string, readonly DatasetChart[]>>>({});
  const restored = useMemo(
    () => readSavedCharts(dataset.id, dataset.table),
    [dataset.id, dataset.table],
  );
  const charts = edited[dataset.id] ?? restored;
  // How many times the charts were saved; 0 once 'Charts Saved' has gone.
  const [saves, setSaves] = useState(0);

  useEffect(() => {
    if (saves === 0) return;
    const timer = setTimeout(() => setSaves(0), CHARTS_SAVED_MS);
    return () => clearTimeout(timer);
  }, [saves]);

  const change = useCallback(
    (next: (current: readonly DatasetChart[]) => readonly DatasetChart[]) =>
      setEdited((all) => ({ ...all, [dataset.id]: next(all[dataset.id] ?? restored) })),
    [dataset.id, restored],
  );
  const add = useCallback(
    (chart: Omit<DatasetChart, 'id'>) => change((all) => [...all, { ...chart, id: newChartId() }]),
    [change],
  );
  const destroy = useCallback(
    (chartId: string) => change((all) => all.filter(({ id }) => id !== chartId)),
    [change],
  );
  const save = () => {
    saveCharts(dataset.id, charts);
    setSaves((count) => count + 1);
  };
  return { charts, add, destroy, save, savedShown: saves > 0 };
}
