import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Button } from '../../components/ui/Button';
import type { SessionsQueryQuery } from '../../gql/graphql';
import { AthleteAvatar } from '../../components/ui/AthleteAvatar';
import { useSelectedAthletes } from '../../lib/athleteSelection/SelectedAthletesContext';
import { AthleteGroupChips } from './AthleteGroupChips';
import { AthletesQuery } from './AthletesQuery';

type AthleteGroup = NonNullable<SessionsQueryQuery['club']>['athleteGroups'][number];

export interface AthletePickerProps {
  sessionId: string;
  athleteGroups: readonly AthleteGroup[];
}

/** The Athletes tab: tick athletes to narrow every view of the session; none ticked shows all. */
export function AthletePicker({ sessionId, athleteGroups }: AthletePickerProps) {
  const { data, loading, error } = useQuery(AthletesQuery, { variables: { sessionId } });
  const { ids, toggle, select } = useSelectedAthletes();
  const athletes = useMemo(
    () => data?.session?.sessionParticipations.map((participation) => participation.athlete) ?? [],
    [data],
  );

  if (error && athletes.length === 0) {
    return (
      <Alert severity="error" sx={{ m: 1 }}>
        Error: {error.message}
      </Alert>
    );
  }
  if (loading && !data) return <AthletePickerSkeleton />;
  if (athletes.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2" sx={{ p: 2, textAlign: 'center' }}>
        No athletes available
      </Typography>
    );
  }

  return (
    <Box sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, minHeight: 36 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
          {ids.length === 0
            ? `All ${athletes.length} athletes shown`
            : `${ids.length} of ${athletes.length} selected`}
        </Typography>
        {ids.length > 0 && (
          <Button size="small" onClick={() => select([])}>
            Show all
          </Button>
        )}
      </Box>
      <AthleteGroupChips
        groups={athleteGroups}
        sessionAthleteIds={athletes.map((athlete) => athlete.id)}
        selectedIds={ids}
        onSelect={select}
      />
      <List dense aria-label="Athletes">
        {athletes.map((athlete) => {
          const checked = ids.includes(athlete.id);
          return (
            <ListItem key={athlete.id} disablePadding>
              <ListItemButton onClick={() => toggle(athlete.id)} sx={{ gap: 1.25, py: 0.5 }}>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={checked}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-label': athlete.name } }}
                  sx={{ p: 0.5 }}
                />
                <AthleteAvatar athlete={athlete} size={28} />
                <Typography variant="body2" noWrap>
                  {athlete.name}
                </Typography>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

function AthletePickerSkeleton() {
  return (
    <Box aria-busy aria-label="Loading athletes" sx={{ p: 1 }}>
      {Array.from({ length: 8 }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1, py: 0.75 }}>
          <Skeleton variant="circular" width={28} height={28} />
          <Skeleton width="60%" />
        </Box>
      ))}
    </Box>
  );
}
