import type { DownloadLink } from '../../../components/download/DownloadMenu';

/** The training report's downloads (docs/product/dashboard-and-segments.md §2.4): overview metrics and distance profile. */
export function trainingExportLinks(sessionId: string): DownloadLink[] {
  const base = `/api/export/training_sessions/${encodeURIComponent(sessionId)}`;
  return [
    { label: 'Overview Metrics', url: `${base}/metrics.csv` },
    { label: 'Distance Profile', url: `${base}/distance_profile.csv` },
  ];
}
