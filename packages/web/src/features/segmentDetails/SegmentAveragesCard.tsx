import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UnitSystem } from '@touchline/domain';
import { MetricValue } from '../../components/ui/MetricValue';
import { SectionCard } from '../../components/ui/SectionCard';
import { segmentAverageTiles, type SegmentMetricSet } from './segmentAverages';

export interface SegmentAveragesCardProps {
  /** Null until the segment's metrics are computed; undefined while loading. */
  metricSet: SegmentMetricSet | null | undefined;
  unitSystem: UnitSystem;
}

/** 'Segment Averages': the team's eight averages over the segment's clipped periods. */
export function SegmentAveragesCard({ metricSet, unitSystem }: SegmentAveragesCardProps) {
  return (
    <SectionCard title="Segment Averages" headingLevel={2}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          gap: 2,
        }}
      >
        {segmentAverageTiles(metricSet ?? null, unitSystem).map((tile) => (
          <Box
            key={tile.label}
            sx={{ borderRadius: 2, bgcolor: 'background.default', px: 2, py: 1.75 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {tile.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mt: 0.5, fontSize: 22, fontWeight: 700, whiteSpace: 'nowrap' }}
            >
              {metricSet === undefined ? (
                <Skeleton width="70%" />
              ) : (
                <MetricValue value={tile.value} format={tile.format} />
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
