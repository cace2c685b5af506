import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface ReportCardProps {
  title: ReactNode;
  /** Beside the title, e.g. a toggle. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of the match report; its title names the region for assistive technology. */
export function ReportCard({ title, action, children }: ReportCardProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h3" component="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
