import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What the empty segment lane says (docs/product/dashboard-and-segments.md §2.5). */
export function SegmentLanePlaceholder() {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        Create a new segment
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Hold Ctrl and click-drag on the timeline to create one; the athletes in it are then selected
        below.
      </Typography>
    </Box>
  );
}
