import { TouchlineError } from '../../errors/TouchlineError.js';
import type { MatchPeriodRow } from '../sessionReports/index.js';

/** What part of a match a download covers. */
export type ExportPeriod = { whole: true } | { whole: false; period: MatchPeriodRow };

const WHOLE_PREFIX = 'whole_';

/**
 * Reads `period`: `whole_{match name}` (also when missing) or a period's
 * 0-based index in order of play. Anything else is refused with the values
 * that would work.
 */
export function exportPeriod(
  parameter: string | string[] | undefined,
  matchName: string,
  periods: readonly MatchPeriodRow[],
): ExportPeriod {
  // Given twice, the parameter arrives as a list: no single period was asked for.
  const value = Array.isArray(parameter) ? parameter.join(',') : parameter;
  if (value === undefined || value === '') return { whole: true };
  const wholeName = value.startsWith(WHOLE_PREFIX) ? value.slice(WHOLE_PREFIX.length) : null;
  if (wholeName !== null && wholeName.trim().toLowerCase() === matchName.trim().toLowerCase()) {
    return { whole: true };
  }
  const period = /^\d{1,3}$/.test(value) ? periods[Number(value)] : undefined;
  if (period) return { whole: false, period };
  throw new TouchlineError('UNKNOWN_EXPORT_PERIOD', {
    value,
    whole: `${WHOLE_PREFIX}${matchName}`,
    lastIndex: periods.length - 1,
  });
}
