import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { CenteredCard } from '../../components/ui/CenteredCard';
import { EmptyListPicture } from '../../components/ui/EmptyListPicture';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { ClubsQuery } from './ClubsQuery';

export const NO_CLUB_TEXT =
  'Thank you for logging in to your account. You are not currently approved to join any clubs. If you have signed up recently, your coach has been notified and is required to approve your account.';

/** For a person without an approved club (docs/product/shell-and-sessions.md §2.3). */
export function NoClubScreen({ onLogOut }: { onLogOut: () => void }) {
  const client = useApolloClient();
  const { error } = useQuery(ClubsQuery, { variables: { nameCont: null } });
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      // Refetch the clubs and the shell's own view of them, so an approval shows at once.
      await client.refetchQueries({ include: 'active' });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <CenteredCard banner={error ? <ErrorBanner message={error.message} /> : undefined}>
      <Typography variant="h2" component="h1" gutterBottom>
        Select Club
      </Typography>
      <Box sx={{ my: 3 }}>
        <EmptyListPicture />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 4, lineHeight: 1.7 }}>
        {NO_CLUB_TEXT}
      </Typography>
      <Stack direction="row" spacing={2} justifyContent="center">
        <Button variant="contained" disabled={refreshing} onClick={() => void refresh()}>
          Refresh
        </Button>
        <Button variant="outlined" color="secondary" onClick={onLogOut}>
          Log out
        </Button>
      </Stack>
    </CenteredCard>
  );
}
