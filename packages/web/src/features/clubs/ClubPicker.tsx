import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { TouchlineLogo } from '../../components/ui/TouchlineLogo';
import type { ClubRowFragment } from '../../gql/graphql';
import { recordPageView } from '../../lib/analytics/recordPageView';
import { setCurrentClubId } from '../../lib/apollo/currentClub';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { ClubRow } from './ClubRow';
import { ClubsQuery } from './ClubsQuery';

export const CLUB_SEARCH_DEBOUNCE_MS = 300;
export const CLUB_SELECTION_PAGE = '/ClubSelection';

export interface ClubPickerProps {
  /**
   * 'marker': reached on purpose (/clubs); picking navigates to '/'.
   * 'auto': shown because no valid club is set; the first club is picked for the person.
   */
  mode: 'marker' | 'auto';
  currentClubId?: string | null;
}

const byName = (a: ClubRowFragment, b: ClubRowFragment) => a.name.localeCompare(b.name);

/** 'Select Club' (docs/product/shell-and-sessions.md §2.2). */
export function ClubPicker({ mode, currentClubId = null }: ClubPickerProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const nameCont = useDebouncedValue(search.trim(), CLUB_SEARCH_DEBOUNCE_MS);
  const { data, loading, error } = useQuery(ClubsQuery, {
    variables: { nameCont: nameCont || null },
  });
  const clubs = useMemo(() => [...(data?.currentPerson.clubs ?? [])].sort(byName), [data]);

  useEffect(() => recordPageView(CLUB_SELECTION_PAGE), []);

  const firstClubId = mode === 'auto' && !nameCont ? clubs[0]?.id : undefined;
  useEffect(() => {
    if (firstClubId) setCurrentClubId(firstClubId);
  }, [firstClubId]);

  const pick = (club: ClubRowFragment) => {
    setCurrentClubId(club.id);
    if (mode === 'marker') void navigate('/');
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper
        elevation={3}
        sx={{ p: 4, minWidth: { xs: 'auto', sm: 440 }, width: { xs: '100%', sm: 480 } }}
      >
        <Box
          sx={{ mb: 3, p: 1.5, borderRadius: 2, bgcolor: 'secondary.main', display: 'inline-flex' }}
        >
          <TouchlineLogo size={28} />
        </Box>
        <Typography variant="h2" component="h1" gutterBottom>
          Select Club
        </Typography>
        <TextField
          fullWidth
          size="small"
          placeholder="Search for a Club"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search for a Club' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ my: 2 }}
        />
        <ClubList
          clubs={clubs}
          loading={loading && !data}
          errorMessage={error?.message}
          selectedId={currentClubId}
          onPick={pick}
        />
      </Paper>
    </Box>
  );
}

interface ClubListProps {
  clubs: ClubRowFragment[];
  loading: boolean;
  errorMessage: string | undefined;
  selectedId: string | null;
  onPick: (club: ClubRowFragment) => void;
}

function ClubList({ clubs, loading, errorMessage, selectedId, onPick }: ClubListProps) {
  if (errorMessage) {
    return (
      <Typography role="alert" color="error">
        {errorMessage}
      </Typography>
    );
  }
  if (loading) {
    return (
      <Box aria-busy="true" aria-label="Loading clubs">
        {[0, 1, 2].map((row) => (
          <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25, px: 2 }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Skeleton variant="text" sx={{ flex: 1, fontSize: 18 }} />
          </Box>
        ))}
      </Box>
    );
  }
  if (clubs.length === 0) {
    return <Typography color="text.secondary">No clubs match your search.</Typography>;
  }
  return (
    <List aria-label="Clubs" sx={{ maxHeight: 500, overflowY: 'auto', mx: -1 }}>
      {clubs.map((club) => (
        <ClubRow key={club.id} club={club} selected={club.id === selectedId} onPick={onPick} />
      ))}
    </List>
  );
}
