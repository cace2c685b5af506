import Box from '@mui/material/Box';
import { NO_DATA } from '@touchline/domain';

export interface MetricValueProps {
  value: number | null | undefined;
  /** Formats a present number, e.g. with the club's unit system. */
  format?: (value: number) => string;
}

/** A metric's number, or 'NO DATA' when there is none. */
export function MetricValue({ value, format = String }: MetricValueProps) {
  const present = typeof value === 'number' && Number.isFinite(value);
  return (
    <Box
      component="span"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        color: present ? 'text.primary' : 'text.secondary',
      }}
    >
      {present ? format(value) : NO_DATA}
    </Box>
  );
}
