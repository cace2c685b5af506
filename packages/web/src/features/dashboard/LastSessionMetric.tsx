import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MetricDifference } from '../../components/ui/MetricDifference';
import { MetricValue } from '../../components/ui/MetricValue';

export interface LastSessionMetricProps {
  label: string;
  value: number | null;
  previous: number | null;
  format: (value: number) => string;
  /** The values in the unit the difference is shown in (metres or yards; counts as they are). */
  differenceOf: (value: number) => number;
  differenceUnit?: string;
  /** E.g. the team's total, under the difference. */
  caption?: string;
}

/** One figure of the last session, with its change against the session before. */
export function LastSessionMetric({
  label,
  value,
  previous,
  format,
  differenceOf,
  differenceUnit,
  caption,
}: LastSessionMetricProps) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.25 }}>
        <MetricValue value={value} format={format} />
      </Typography>
      <Typography component="div" variant="body2">
        <MetricDifference
          current={value === null ? null : differenceOf(value)}
          previous={previous === null ? null : differenceOf(previous)}
          unit={differenceUnit}
        />
      </Typography>
      {caption && (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Box>
  );
}
