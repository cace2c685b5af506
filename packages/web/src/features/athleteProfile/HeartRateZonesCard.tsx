import Box from '@mui/material/Box';
import { HEART_RATE_ZONE_LABELS } from '../../components/athletes/heartRateZoneLabels';
import { ProportionBar } from '../../components/ui/ProportionBar';
import { ProfileCard } from './ProfileCard';
import { PROFILE_TEXTS } from './profileTexts';

export interface ProfileHeartRateZones {
  zonePercentages: readonly number[];
  minutesWithHeartRate: number;
  sessionCount: number;
}

/** Zone colours from easy to hard. */
const ZONE_COLOURS = ['#8fd3b6', '#1fb57a', '#f5a623', '#f06b3c', '#e5484d'];

/** The athlete's share of time in each heart-rate zone over the range, as bars. */
export function HeartRateZonesCard({
  zones,
}: {
  /** Undefined while loading; null without heart rate in the range. */
  zones: ProfileHeartRateZones | null | undefined;
}) {
  return (
    <ProfileCard
      title={PROFILE_TEXTS.heartRate}
      subtitle={
        zones
          ? PROFILE_TEXTS.heartRateIntro(zones.minutesWithHeartRate, zones.sessionCount)
          : undefined
      }
      loading={zones === undefined}
      emptyText={zones === null ? PROFILE_TEXTS.noHeartRate : null}
      height={180}
    >
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {zones?.zonePercentages.map((percent, zone) => (
          <Box key={zone}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 14 }}>
              <dt>{HEART_RATE_ZONE_LABELS[zone]}</dt>
              <Box
                component="dd"
                sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              >
                {Math.round(percent)} %
              </Box>
            </Box>
            <ProportionBar share={percent / 100} colour={ZONE_COLOURS[zone]!} />
          </Box>
        ))}
      </Box>
    </ProfileCard>
  );
}
