import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UnitSystem } from '@touchline/domain';
import { useMemo } from 'react';
import { EChart } from './EChart';
import {
  SPEED_CHART_ATHLETE_LIMIT,
  speedBreakdownChartOption,
  TOO_MANY_ATHLETES_NOTE,
  type AthleteSpeedSeries,
} from './speedBreakdownChartOption';

/** 'Speed Breakdown': mean speed per minute of at most five athletes, with the note beyond. */
export function SpeedBreakdownChart({
  series,
  unitSystem,
  height = 360,
  'aria-label': ariaLabel,
}: {
  series: readonly AthleteSpeedSeries[];
  unitSystem: UnitSystem;
  height?: number;
  'aria-label': string;
}) {
  const option = useMemo(() => speedBreakdownChartOption(series, unitSystem), [series, unitSystem]);
  return (
    <Box>
      <EChart option={option} height={height} aria-label={ariaLabel} />
      {series.length > SPEED_CHART_ATHLETE_LIMIT && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {TOO_MANY_ATHLETES_NOTE}
        </Typography>
      )}
    </Box>
  );
}
