import { REPORT_TEXTS } from '../report/reportTexts';
import { TOO_MANY_ATHLETES_NOTE } from '../../../components/charts/speedBreakdownChartOption';

/** The match report's fixed texts (docs/product/shell-and-sessions.md §2.7, §5, §8). */
export const MATCH_REPORT_TEXTS = {
  noEdgeData:
    'No edge data has been uploaded for this session. Use the companion app to upload your Edge data.',
  noData: REPORT_TEXTS.noData,
  incomplete: REPORT_TEXTS.missingData,
  incorrectMatchType: 'Incorrect match type',
  selectAthletesForHeatmaps: 'Select athletes to see their Heatmaps',
  notProcessed: (matchName: string) =>
    `This ${matchName}'s data has not been processed yet - please check back later.`,
  tooManyAthletes: TOO_MANY_ATHLETES_NOTE,
  noPeakDemands:
    'No peak demands for this window yet: they are computed when the match is processed (or processed again).',
  peakDemandsNote:
    'The most of each in any window of that length, starting at any moment; "from" is where that window starts, from kick-off.',
} as const;
