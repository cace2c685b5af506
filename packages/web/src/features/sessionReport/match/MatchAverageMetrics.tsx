import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDistance, type UnitSystem } from '@touchline/domain';
import { MetricValue } from '../../../components/ui/MetricValue';

export interface MatchAverages {
  avgTotalDistanceM: number;
  avgTotalHighIntensityDistanceM: number;
  avgTotalSprintDistanceM: number;
}

/** The team's per-athlete averages over the whole match. */
export function MatchAverageMetrics({
  averages,
  unitSystem,
}: {
  averages: MatchAverages;
  unitSystem: UnitSystem;
}) {
  const tiles = [
    { label: 'Distance', valueM: averages.avgTotalDistanceM },
    { label: 'High Int. Running', valueM: averages.avgTotalHighIntensityDistanceM },
    { label: 'Sprint Distance', valueM: averages.avgTotalSprintDistanceM },
  ];
  return (
    <Box
      component="section"
      aria-label="Athlete averages"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {tiles.map((tile) => (
        <Paper key={tile.label} sx={{ p: 2.5 }}>
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
            Avg. {tile.label}
          </Typography>
          <Typography sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}>
            <MetricValue
              value={tile.valueM}
              format={(valueM) => formatDistance(valueM, unitSystem)}
            />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
