import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useReactiveVar } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PersonalBestsCard } from '../../components/athletes/PersonalBestsCard';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { PageHeader } from '../../components/ui/PageHeader';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { useUnitSystem } from '../../lib/units/useUnitSystem';
import { AcuteChronicCard } from './AcuteChronicCard';
import { AthleteProfileQuery } from './AthleteProfileQuery';
import { HeartRateZonesCard } from './HeartRateZonesCard';
import { PeakDemandsCard } from './PeakDemandsCard';
import { PROFILE_RANGES, profileRangeOf, type ProfileRangeId } from './profileRange';
import { PROFILE_TEXTS } from './profileTexts';
import { SeasonTrendsCard } from './SeasonTrendsCard';

/** An athlete's profile (docs/product/athlete-app.md §2.3): for staff, and for the athlete themself. */
export function AthleteProfilePage() {
  const { athleteId = '' } = useParams();
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const unitSystem = useUnitSystem();
  const [rangeId, setRangeId] = useState<ProfileRangeId>(PROFILE_RANGES[0].id);
  // Fixed when the range is chosen, so the query is not asked afresh on every render.
  const range = useMemo(() => profileRangeOf(rangeId, new Date()), [rangeId]);
  const { data, error, loading } = useQuery(AthleteProfileQuery, {
    variables: { clubId, athleteId, ...range },
    skip: !clubId,
  });
  const profile = loading ? undefined : data?.club?.athleteProfile;
  const details = profile && [profile.position, ...profile.groupNames].filter(Boolean).join(' · ');
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      {error ? (
        <>
          <PageHeader title="Athlete profile" />
          <ErrorBanner message={error.message} />
        </>
      ) : (
        <>
          <PageHeader title={profile?.athlete.name ?? 'Athlete profile'} />
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              mt: -2,
              mb: 3,
            }}
          >
            <Typography color="text.secondary" sx={{ flex: '1 1 200px' }}>
              {profile ? details : <Skeleton width={160} aria-label={PROFILE_TEXTS.loading} />}
            </Typography>
            <TextField
              select
              size="small"
              label={PROFILE_TEXTS.range}
              value={rangeId}
              onChange={(event) => setRangeId(event.target.value as ProfileRangeId)}
              sx={{ minWidth: 180 }}
            >
              {PROFILE_RANGES.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.label}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Stack spacing={2.5}>
            <SeasonTrendsCard sessions={profile?.sessions} unitSystem={unitSystem} />
            {profile ? (
              <PersonalBestsCard
                title={PROFILE_TEXTS.bests}
                emptyText={PROFILE_TEXTS.noBests}
                bests={profile.personalBests}
                unitSystem={unitSystem}
              />
            ) : (
              <Skeleton variant="rounded" height={160} />
            )}
            <AcuteChronicCard days={profile?.loadDays} />
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              }}
            >
              <PeakDemandsCard peaks={profile?.peakDemands} unitSystem={unitSystem} />
              <HeartRateZonesCard zones={profile && profile.heartRateZones} />
            </Box>
          </Stack>
        </>
      )}
    </Box>
  );
}
