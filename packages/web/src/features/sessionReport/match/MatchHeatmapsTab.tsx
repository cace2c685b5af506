import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { HeatmapsQuery } from '../../../gql/graphql';
import { HeatmapCard } from './HeatmapCard';
import { heatmapCards } from './heatmapCards';
import { MATCH_REPORT_TEXTS } from './matchReportTexts';
import { ReportMessage } from '../report/ReportMessage';
import type { ReportQuery } from '../report/reportQuery';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
} as const;

/** A heat map per selected athlete and period; only for chosen athletes. */
export function MatchHeatmapsTab({
  heatmaps,
  athletesSelected,
}: {
  heatmaps: ReportQuery<HeatmapsQuery>;
  athletesSelected: boolean;
}) {
  const session = heatmaps.data?.session;
  if (heatmaps.errorMessage && !session) {
    return <ReportMessage severity="error">{heatmaps.errorMessage}</ReportMessage>;
  }
  if (session && session.__typename !== 'MatchSession') {
    return <ReportMessage severity="error">{MATCH_REPORT_TEXTS.incorrectMatchType}</ReportMessage>;
  }
  if (!athletesSelected) {
    return <ReportMessage>{MATCH_REPORT_TEXTS.selectAthletesForHeatmaps}</ReportMessage>;
  }
  const participations = session?.sessionParticipations;
  if (!session || !participations) {
    return (
      <Box sx={grid} aria-busy="true" aria-label="Loading the heat maps">
        {[0, 1].map((index) => (
          <Skeleton
            key={index}
            variant="rounded"
            sx={{ aspectRatio: '105 / 68', height: 'auto' }}
          />
        ))}
      </Box>
    );
  }
  if (participations.length === 0)
    return <ReportMessage>{MATCH_REPORT_TEXTS.noData}</ReportMessage>;
  if (!session.pitch) {
    return (
      <ReportMessage>This match was not played on a pitch, so it has no heat maps.</ReportMessage>
    );
  }
  const { pitch } = session;
  return (
    <Box sx={grid}>
      {heatmapCards(session.matchSessionPeriods, participations).map((card) => (
        <HeatmapCard
          key={card.key}
          athlete={card.athlete}
          periodName={card.periodName}
          played={card.played}
          heatmapUrl={card.heatmapUrl}
          pitch={pitch}
        />
      ))}
    </Box>
  );
}
