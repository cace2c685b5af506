import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDistance, type UnitSystem } from '@touchline/domain';
import { MetricValue } from '../../../components/ui/MetricValue';

export interface AverageDistanceTile {
  label: string;
  /** Null or missing: not processed; undefined while loading (with `loading`). */
  valueM: number | null | undefined;
}

/** The team's average distances as labelled tiles, in the person's units. */
export function AverageDistanceTiles({
  tiles,
  unitSystem,
  loading = false,
}: {
  tiles: readonly AverageDistanceTile[];
  unitSystem: UnitSystem;
  loading?: boolean;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(128px, 1fr))',
        gap: 2,
      }}
    >
      {tiles.map(({ label, valueM }) => (
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
            {loading ? (
              <Skeleton width="70%" />
            ) : (
              <MetricValue
                value={valueM}
                format={(distanceM) => formatDistance(Math.round(distanceM), unitSystem)}
              />
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
