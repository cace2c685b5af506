import { format } from 'date-fns';
import { enGB, enUS } from 'date-fns/locale';
import type { ReportLocale } from '../../lib/reporting/chartDisplay';
import { localStore } from '../../lib/storage/localStore';

/** Where Flexible Reporting remembers the person's locale choice (spec 02 §9), with its expiry. */
const PREFERRED_LOCALE_KEY = 'preferred_locale';

/** The person's reporting locale: their fresh choice, else the browser's language, else en-US. */
export function personReportLocale(
  nowMs: number = Date.now(),
  languages: readonly string[] = navigator.languages,
): ReportLocale {
  try {
    const stored = JSON.parse(localStore.get(PREFERRED_LOCALE_KEY) ?? 'null') as {
      value?: unknown;
      expiresAt?: unknown;
    } | null;
    const fresh = typeof stored?.expiresAt === 'number' && stored.expiresAt > nowMs;
    if (fresh && (stored.value === 'en-GB' || stored.value === 'en-US')) return stored.value;
  } catch {
    // Not a choice we wrote: the browser decides.
  }
  return languages.find((language) => language === 'en-GB' || language === 'en-US') === 'en-GB'
    ? 'en-GB'
    : 'en-US';
}

/** A dataset's Created On as spec 02 §9 shows dates: 'Nov 24 2026, 14:05' or '24 Nov 2026, 14:05'. */
export function formatCreatedOn(iso: string, locale: ReportLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return locale === 'en-GB'
    ? format(date, 'dd MMM yyyy, HH:mm', { locale: enGB })
    : format(date, 'MMM d yyyy, HH:mm', { locale: enUS });
}
