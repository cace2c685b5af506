import { localStore } from '../storage/localStore';

/** The locales a report is shown in (docs/product/reporting.md §9). */
export const REPORT_LOCALES = ['en-US', 'en-GB'] as const;
export type ReportLocale = (typeof REPORT_LOCALES)[number];

export const PREFERRED_LOCALE_KEY = 'preferred_locale';
/** A chosen locale is remembered for 24 hours (docs/product/reporting.md §9). */
export const PREFERRED_LOCALE_TTL_MS = 86_400_000;

const isReportLocale = (value: unknown): value is ReportLocale =>
  (REPORT_LOCALES as readonly unknown[]).includes(value);

/** The browser's language when it is one of ours, else en-US. */
export function browserReportLocale(languages: readonly string[]): ReportLocale {
  const match = languages.find(isReportLocale);
  return match ?? 'en-US';
}

/** The stored choice while it is fresh; an expired or unreadable one is removed. */
export function readPreferredLocale(nowMs: number = Date.now()): ReportLocale | null {
  const raw = localStore.get(PREFERRED_LOCALE_KEY);
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as { value?: unknown; expiresAt?: unknown };
    if (
      isReportLocale(stored.value) &&
      typeof stored.expiresAt === 'number' &&
      stored.expiresAt > nowMs
    ) {
      return stored.value;
    }
  } catch {
    // Not ours (or from an older version): forget it below.
  }
  localStore.set(PREFERRED_LOCALE_KEY, null);
  return null;
}

/** Remembers the choice for the next 24 hours. */
export function storePreferredLocale(locale: ReportLocale, nowMs: number = Date.now()): void {
  localStore.set(
    PREFERRED_LOCALE_KEY,
    JSON.stringify({ value: locale, expiresAt: nowMs + PREFERRED_LOCALE_TTL_MS }),
  );
}

/** The locale to show: the fresh stored choice, then the browser's language, then en-US. */
export function initialReportLocale(
  nowMs: number = Date.now(),
  languages: readonly string[] = navigator.languages,
): ReportLocale {
  return readPreferredLocale(nowMs) ?? browserReportLocale(languages);
}
