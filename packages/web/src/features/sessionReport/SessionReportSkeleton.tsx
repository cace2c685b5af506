import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The report's outline while it is not yet known what kind of session it is. */
export function SessionReportSkeleton() {
  return (
    <Stack spacing={2.5} aria-busy aria-label="Loading session">
      <Box>
        <Skeleton width={220} height={36} />
        <Skeleton width={300} />
      </Box>
      <Skeleton variant="rounded" height={44} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Paper key={index} sx={{ p: 2.5 }}>
            <Skeleton width="40%" height={28} sx={{ mb: 2 }} />
            <Skeleton variant="rounded" height={index < 2 ? 120 : 300} />
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
