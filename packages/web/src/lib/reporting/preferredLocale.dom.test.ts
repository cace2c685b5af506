import { describe, expect, it } from 'vitest';
import {
  browserReportLocale,
  initialReportLocale,
  PREFERRED_LOCALE_KEY,
  PREFERRED_LOCALE_TTL_MS,
  readPreferredLocale,
  storePreferredLocale,
} from './preferredLocale';

const NOW = Date.parse('2026-11-24T09:00:00Z');

describe('the preferred locale (docs/product/reporting.md §9)', () => {
  it('is remembered under preferred_locale for 24 hours', () => {
    storePreferredLocale('en-GB', NOW);
    expect(window.localStorage.getItem(PREFERRED_LOCALE_KEY)).not.toBeNull();
    expect(readPreferredLocale(NOW + PREFERRED_LOCALE_TTL_MS - 1)).toBe('en-GB');
    expect(initialReportLocale(NOW + 60_000, ['en-US'])).toBe('en-GB');
  });

  it('is forgotten once 86,400,000 ms have passed', () => {
    storePreferredLocale('en-GB', NOW);
    expect(readPreferredLocale(NOW + 86_400_000)).toBeNull();
    expect(window.localStorage.getItem(PREFERRED_LOCALE_KEY)).toBeNull();
    expect(initialReportLocale(NOW + 86_400_000, ['en-US'])).toBe('en-US');
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem(PREFERRED_LOCALE_KEY, 'en-GB');
    expect(readPreferredLocale(NOW)).toBeNull();
    window.localStorage.setItem(
      PREFERRED_LOCALE_KEY,
      JSON.stringify({ value: 'fr-FR', expiresAt: NOW + 1000 }),
    );
    expect(readPreferredLocale(NOW)).toBeNull();
  });

  it('falls back to the browser language, then en-US', () => {
    expect(browserReportLocale(['en-GB', 'en'])).toBe('en-GB');
    expect(browserReportLocale(['fr-FR', 'en-US'])).toBe('en-US');
    expect(browserReportLocale(['de-DE'])).toBe('en-US');
    expect(browserReportLocale([])).toBe('en-US');
  });
});
