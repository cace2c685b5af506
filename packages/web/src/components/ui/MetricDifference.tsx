import Box from '@mui/material/Box';
import { formatMetricDifference, metricDifference } from '@touchline/domain';

export interface MetricDifferenceProps {
  current: number | null | undefined;
  previous: number | null | undefined;
  /** The unit of both values, named after the difference: '+412 m (+7%)'. */
  unit?: string;
}

/** Change against the previous value: floored difference and percentage, or '--'. */
export function MetricDifference({ current, previous, unit }: MetricDifferenceProps) {
  const difference = metricDifference(current, previous);
  const color =
    !difference || difference.difference === 0
      ? 'text.secondary'
      : difference.difference > 0
        ? 'success.main'
        : 'error.main';
  return (
    <Box component="span" sx={{ color, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      {formatMetricDifference(difference, unit)}
    </Box>
  );
}
