import {
  type ParticipationRow,
  type AthleteMetricSetRow,
  hasUsableData,
} from '../sessionReports/index.js';
import type { ExportPeriod } from './exportPeriod.js';
import type { SessionExport } from './loadSessionExport.js';

/** An athlete's metric set over the whole session or one period; null without usable data. */
export function athleteMetricSetFor(
  data: SessionExport,
  participation: ParticipationRow,
  part: ExportPeriod,
): AthleteMetricSetRow | null {
  const set = part.whole
    ? data.metricSets.session.get(participation.id)
    : data.metricSets.periods
        .get(participation.id)
        ?.find((candidate) => candidate.matchPeriodId === part.period.id);
  return set && hasUsableData(set) ? set : null;
}
