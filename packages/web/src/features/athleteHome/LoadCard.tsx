import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDistance, type UnitSystem } from '@touchline/domain';
import { ProportionBar } from '../../components/ui/ProportionBar';
import { SectionCard } from '../../components/ui/SectionCard';
import { HOME_TEXTS, weekLabel } from './athleteHomeTexts';

export interface HomeLoad {
  weeks: readonly { startTime: string; endTime: string; distanceM: number; sessionCount: number }[];
  acuteChronicRatio?: number | null;
}

/** Four weeks of distance as bars, and the acute:chronic ratio once there is history for it. */
export function LoadCard({ load, unitSystem }: { load: HomeLoad; unitSystem: UnitSystem }) {
  const longest = Math.max(...load.weeks.map((week) => week.distanceM), 1);
  return (
    <SectionCard title={HOME_TEXTS.load} subtitle={HOME_TEXTS.loadIntro} headingLevel={2}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {load.weeks.map((week) => (
          <Box component="li" key={week.startTime}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 14 }}>
              <span>{weekLabel(week)}</span>
              <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatDistance(week.distanceM, unitSystem)}
              </Box>
            </Box>
            <ProportionBar share={week.distanceM / longest} colour="secondary.main" />
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 2 }}>
        {load.acuteChronicRatio === null || load.acuteChronicRatio === undefined ? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {HOME_TEXTS.noRatio}
          </Box>
        ) : (
          <>
            {HOME_TEXTS.ratio}:{' '}
            <Box component="strong" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {load.acuteChronicRatio.toFixed(2)}
            </Box>
          </>
        )}
      </Typography>
    </SectionCard>
  );
}
