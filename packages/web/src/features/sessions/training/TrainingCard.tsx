import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface TrainingCardProps {
  title: ReactNode;
  /** Beside the title, e.g. a switch between two charts. */
  action?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A titled card of the training report; its title names the region. */
export function TrainingCard({ title, action, children, sx }: TrainingCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0, display: 'flex', flexDirection: 'column', ...sx }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap', minHeight: 32 }}
      >
        <Typography id={titleId} variant="h3" component="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
