import { useCallback, useState } from 'react';
import {
  initialReportLocale,
  storePreferredLocale,
  type ReportLocale,
} from '../../lib/reporting/preferredLocale';

/** The report locale, read once per page and remembered for 24 h when chosen. */
export function usePreferredLocale(): [ReportLocale, (locale: ReportLocale) => void] {
  const [locale, setLocale] = useState<ReportLocale>(() => initialReportLocale());
  const choose = useCallback((next: ReportLocale) => {
    storePreferredLocale(next);
    setLocale(next);
  }, []);
  return [locale, choose];
}
