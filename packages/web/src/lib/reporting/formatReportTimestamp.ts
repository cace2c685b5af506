import { format } from 'date-fns';
import { enGB, enUS } from 'date-fns/locale';
import type { ReportLocale } from './preferredLocale';

/** docs/product/reporting.md §9's date displays, e.g. 'Nov 24 2026, 14:05' (US) or '24 Nov 2026, 14:05' (GB). */
export function formatReportTimestamp(iso: string, locale: ReportLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return locale === 'en-GB'
    ? format(date, 'dd MMM yyyy, HH:mm', { locale: enGB })
    : format(date, 'MMM d yyyy, HH:mm', { locale: enUS });
}
