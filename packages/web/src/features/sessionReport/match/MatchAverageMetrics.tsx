import Paper from '@mui/material/Paper';
import type { UnitSystem } from '@touchline/domain';
import { PartErrorBoundary } from '../../../components/ui/PartErrorBoundary';
import { AverageDistanceTiles } from '../report/AverageDistanceTiles';

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
  return (
    <Paper component="section" aria-label="Athlete averages" sx={{ p: { xs: 2, md: 3 } }}>
      {/* An untitled card (the tiles name themselves): the boundary without SectionCard's heading. */}
      <PartErrorBoundary part="card">
        <AverageDistanceTiles
          unitSystem={unitSystem}
          tiles={[
            { label: 'Avg. Distance', valueM: averages.avgTotalDistanceM },
            { label: 'Avg. High Int. Running', valueM: averages.avgTotalHighIntensityDistanceM },
            { label: 'Avg. Sprint Distance', valueM: averages.avgTotalSprintDistanceM },
          ]}
        />
      </PartErrorBoundary>
    </Paper>
  );
}
