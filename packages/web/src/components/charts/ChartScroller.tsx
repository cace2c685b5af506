import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The height of the report's charts (px). */
export const CHART_HEIGHT = 300;

/** Lets a chart as wide as its athletes need scroll inside its card. */
export function ChartScroller({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto', overflowY: 'hidden', mx: -0.5, px: 0.5 }}>{children}</Box>;
}
