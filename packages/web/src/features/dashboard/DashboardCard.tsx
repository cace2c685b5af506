import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DashboardCardProps {
  title: string;
  /** A line under the title, e.g. which session the figures are from. */
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled section of the Team Dashboard. */
export function DashboardCard({ title, subtitle, actions, children }: DashboardCardProps) {
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2.5 }}>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h2" component="h2">
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {actions}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
