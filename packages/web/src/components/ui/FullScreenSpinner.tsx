import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export const FULL_SCREEN_SPINNER_Z_INDEX = 10000;

/** Blocks the whole screen while something finishes. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      data-testid="full-screen-spinner"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: FULL_SCREEN_SPINNER_Z_INDEX,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(255, 255, 255, 0.7)',
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
