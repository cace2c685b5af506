export const HEATMAPS_PATH = '/api/heatmaps';

/** Where the web app loads the heat-map PNG of an athlete metric set (a period participation). */
export function heatmapUrl(athleteMetricSetId: string): string {
  return `${HEATMAPS_PATH}/${athleteMetricSetId}.png`;
}
