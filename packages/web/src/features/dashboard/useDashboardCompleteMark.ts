import { useEffect, useRef } from 'react';

/** The Performance API mark the benchmark waits for (`npm run bench`). */
export const DASHBOARD_COMPLETE_MARK = 'dashboard-complete';

/** Marks the first frame in which every section of the dashboard shows its data. */
export function useDashboardCompleteMark(complete: boolean) {
  const marked = useRef(false);
  useEffect(() => {
    if (!complete || marked.current) return;
    marked.current = true;
    const frame = requestAnimationFrame(() => performance.mark(DASHBOARD_COMPLETE_MARK));
    return () => {
      cancelAnimationFrame(frame);
      marked.current = performance.getEntriesByName(DASHBOARD_COMPLETE_MARK).length > 0;
    };
  }, [complete]);
}
