import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** A single card in the middle of the screen, for the shell's stand-alone screens. */
export function CenteredCard({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      {banner && <Box sx={{ width: '100%', maxWidth: 520 }}>{banner}</Box>}
      <Paper
        elevation={3}
        sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 520, textAlign: 'center' }}
      >
        {children}
      </Paper>
    </Box>
  );
}
