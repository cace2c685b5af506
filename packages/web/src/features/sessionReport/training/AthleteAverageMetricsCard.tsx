import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDistance, type UnitSystem } from '@touchline/domain';
import { MetricValue } from '../../../components/ui/MetricValue';
import { graphql } from '../../../gql';
import type { AthleteAverageMetricsFragment } from '../../../gql/graphql';
import { SectionCard } from '../../../components/ui/SectionCard';

export const AthleteAverageMetricsFragmentDoc = graphql(`
  fragment AthleteAverageMetrics on SessionMetricSet {
    avgDistanceM
    avgSprintDistanceM
    avgHighIntensityRunDistanceM
  }
`);

export interface AthleteAverageMetricsCardProps {
  /** Null: nothing processed; undefined: still loading. */
  metricSet: AthleteAverageMetricsFragment | null | undefined;
  unitSystem: UnitSystem;
}

/** 'Athlete Average Metrics': the team's average distances (spec 03 §2.4). */
export function AthleteAverageMetricsCard({
  metricSet,
  unitSystem,
}: AthleteAverageMetricsCardProps) {
  const tiles = [
    { label: 'Distance', value: metricSet?.avgDistanceM },
    { label: 'Sprint Distance', value: metricSet?.avgSprintDistanceM },
    { label: 'High Int. Running', value: metricSet?.avgHighIntensityRunDistanceM },
  ];
  return (
    <SectionCard title="Athlete Average Metrics">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(128px, 1fr))',
          gap: 2,
        }}
      >
        {tiles.map(({ label, value }) => (
          <Box
            key={label}
            sx={{ borderRadius: 2, bgcolor: 'background.default', px: 2, py: 1.75, minWidth: 0 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mt: 0.5, fontSize: 22, fontWeight: 700, whiteSpace: 'nowrap' }}
            >
              {metricSet === undefined ? (
                <Skeleton width="70%" />
              ) : (
                <MetricValue
                  value={value}
                  format={(distanceM) => formatDistance(Math.round(distanceM), unitSystem)}
                />
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
