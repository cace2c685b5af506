import Skeleton from '@mui/material/Skeleton';
import { graphql } from '../../../gql';
import type { SpeedZonesParticipationFragment } from '../../../gql/graphql';
import { SpeedZonesChart } from '../../../components/charts/SpeedZonesChart';
import { CHART_HEIGHT } from '../../../components/charts/ChartScroller';
import { SectionCard } from '../../../components/ui/SectionCard';

graphql(`
  fragment SpeedZonesParticipation on SessionParticipation {
    id
    athlete {
      ...AthleteAvatar
    }
    athleteMetricSet {
      id
      speedzoneProfileZone
    }
  }
`);

/** 'Speed Zones': each athlete's time in the six zones, as percentages (docs/product/dashboard-and-segments.md §2.4). */
export function SpeedZonesCard({
  participations,
}: {
  /** Null while loading. */
  participations: readonly SpeedZonesParticipationFragment[] | null;
}) {
  return (
    <SectionCard title="Speed Zones">
      {participations === null ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      ) : (
        <SpeedZonesChart
          athletes={participations.map(({ athlete, athleteMetricSet }) => ({
            athlete,
            zonesPercent: athleteMetricSet?.speedzoneProfileZone ?? null,
          }))}
          aria-label="Speed zones per athlete"
        />
      )}
    </SectionCard>
  );
}
