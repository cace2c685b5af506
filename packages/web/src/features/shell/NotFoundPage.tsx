import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';

/** Any path the person cannot reach (docs/product/shell-and-sessions.md §2.1). */
export function NotFoundPage() {
  return (
    <Box sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="overline" color="primary.dark">
        404
      </Typography>
      <Typography variant="h1" component="h1" gutterBottom>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page does not exist, or it is not available for your club.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Go to the start page
      </Button>
    </Box>
  );
}
