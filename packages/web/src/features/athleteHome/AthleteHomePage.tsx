import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useReactiveVar } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { PersonalBestsCard } from '../../components/athletes/PersonalBestsCard';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { PageHeader } from '../../components/ui/PageHeader';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { useUnitSystem } from '../../lib/units/useUnitSystem';
import { AthleteHomeQuery } from './AthleteHomeQuery';
import { HOME_TEXTS } from './athleteHomeTexts';
import { LastSessions } from './LastSessions';
import { LoadCard } from './LoadCard';
import { PendingSurveys } from './PendingSurveys';

/** An athlete's own home (the ATHLETE_DASHBOARD state, docs/product/athlete-app.md §2). */
export function AthleteHomePage() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const unitSystem = useUnitSystem();
  // Answers sent from another page (or kept and sent later) change it: asked afresh on each visit.
  const { data, error } = useQuery(AthleteHomeQuery, {
    variables: { clubId },
    skip: !clubId,
    fetchPolicy: 'cache-and-network',
  });
  const home = data?.club?.myAthleteHome;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader
        title={HOME_TEXTS.title}
        actions={
          home && (
            <Button
              component={RouterLink}
              to={`/athletes/${home.athlete.id}`}
              variant="outlined"
              sx={{ minHeight: 48 }}
            >
              {HOME_TEXTS.myProfile}
            </Button>
          )
        }
      />
      {error && <ErrorBanner message={error.message} />}
      {!data && !error && (
        <Stack spacing={2} aria-busy="true" aria-label="Loading your home">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      )}
      {data && !home && !error && <Typography>{HOME_TEXTS.notAnAthlete}</Typography>}
      {home && (
        <Stack spacing={2.5}>
          <PendingSurveys surveys={home.pendingSurveys} />
          <LastSessions
            sessions={home.lastSessions}
            myAverage={home.myAverage}
            unitSystem={unitSystem}
          />
          <PersonalBestsCard
            title={HOME_TEXTS.bests}
            emptyText={HOME_TEXTS.noBests}
            bests={home.personalBests}
            unitSystem={unitSystem}
          />
          <LoadCard load={home.load} unitSystem={unitSystem} />
        </Stack>
      )}
    </Box>
  );
}
