import type { DownloadLink } from '../../../components/download/DownloadMenu';

/**
 * The match report's downloads (docs/product/shell-and-sessions.md §2.7, §7): the whole match first, then each
 * period by its 0-based position in play order.
 */
export function matchExportLinks(
  sessionId: string,
  matchName: string,
  periods: readonly { name: string }[],
): DownloadLink[] {
  const base = `/api/export/match_sessions/${encodeURIComponent(sessionId)}`;
  const link = (label: string, file: string, period: string): DownloadLink => ({
    label,
    url: `${base}/${file}?period=${encodeURIComponent(period)}`,
  });
  const whole = `whole_${matchName}`;
  return [
    link('Whole Match Overview', 'metrics.csv', whole),
    link('Whole Match Distances', 'distances.csv', whole),
    ...periods.flatMap((period, index) => [
      link(`${period.name} Overview`, 'metrics.csv', String(index)),
      link(`${period.name} Distances`, 'distances.csv', String(index)),
    ]),
  ];
}
