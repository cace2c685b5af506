import Box from '@mui/material/Box';

/** A thin bar filled to a share (0–1) of its width; what it shows is said in text beside it. */
export function ProportionBar({ share, colour }: { share: number; colour: string }) {
  return (
    <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover' }} aria-hidden="true">
      <Box
        sx={{
          height: '100%',
          borderRadius: 5,
          bgcolor: colour,
          width: `${Math.min(Math.max(share, 0), 1) * 100}%`,
        }}
      />
    </Box>
  );
}
