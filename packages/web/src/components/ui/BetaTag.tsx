import Box from '@mui/material/Box';

/** Marks a card title as a beta feature. */
export function BetaTag() {
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        fontSize: 11,
        fontWeight: 700,
        letterSpacing: '0.06em',
        verticalAlign: 'middle',
        color: 'primary.dark',
        bgcolor: 'rgba(31, 181, 122, 0.14)',
      }}
    >
      BETA
    </Box>
  );
}
