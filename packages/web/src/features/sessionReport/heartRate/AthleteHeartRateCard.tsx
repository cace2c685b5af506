import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UnitSystem } from '@touchline/domain';
import { useMemo, useState } from 'react';
import { EChart } from '../../../components/charts/EChart';
import { SectionCard } from '../../../components/ui/SectionCard';
import { ReportMessage } from '../report/ReportMessage';
import { AthleteHeartRateQuery } from './AthleteHeartRateQuery';
import { heartRateFigures } from './heartRateFigures';
import { speedHeartRateChartOption } from './speedHeartRateChartOption';

export const HEART_RATE_CARD_TEXTS = {
  title: 'Speed and Heart Rate',
  athlete: 'Athlete',
  noHeartRate: 'No heart rate in this athlete’s file: speed only',
  failed: 'The speed and heart rate could not be loaded',
} as const;

/**
 * One athlete at a time (their 1 Hz series are long): speed over the
 * session and, where the track carries it, the heart rate on its own axis,
 * with the athlete's heart-rate and metabolic figures underneath.
 */
export function AthleteHeartRateCard({
  sessionId,
  athletes,
  unitSystem,
}: {
  sessionId: string;
  /** Athletes with data, in the report's order. */
  athletes: readonly { id: string; name: string }[];
  unitSystem: UnitSystem;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const athleteId = chosen ?? athletes[0]?.id ?? null;
  const { data, error } = useQuery(AthleteHeartRateQuery, {
    variables: { sessionId, athleteIds: athleteId ? [athleteId] : [] },
    skip: athleteId === null,
  });
  const session = data?.session;
  const participations =
    session && 'sessionParticipations' in session ? session.sessionParticipations : null;
  const set = participations?.[0]?.athleteMetricSet ?? null;
  const option = useMemo(
    () =>
      set &&
      speedHeartRateChartOption(
        set.sampledSpeedKphOverTime,
        set.sampledHeartRateBpmOverTime,
        unitSystem,
      ),
    [set, unitSystem],
  );
  if (athletes.length === 0 || athleteId === null) return null;
  const picker = (
    <TextField
      select
      size="small"
      label={HEART_RATE_CARD_TEXTS.athlete}
      value={athleteId}
      onChange={(event) => setChosen(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {athletes.map((athlete) => (
        <MenuItem key={athlete.id} value={athlete.id}>
          {athlete.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <SectionCard title={HEART_RATE_CARD_TEXTS.title} action={picker}>
      {error ? (
        <ReportMessage>{HEART_RATE_CARD_TEXTS.failed}</ReportMessage>
      ) : !set || !option ? (
        <Skeleton variant="rounded" height={360} aria-label="Loading the speed and heart rate" />
      ) : (
        <Box>
          {!set.sampledHeartRateBpmOverTime && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {HEART_RATE_CARD_TEXTS.noHeartRate}
            </Typography>
          )}
          <EChart option={option} height={360} aria-label={HEART_RATE_CARD_TEXTS.title} />
          <Box
            component="dl"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 2, mb: 0 }}
            aria-label="Heart rate and metabolic figures"
          >
            {heartRateFigures(set, unitSystem).map((figure) => (
              <Box key={figure.label}>
                <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                  {figure.label}
                </Typography>
                <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 500 }}>
                  {figure.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}
