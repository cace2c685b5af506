import { useMemo } from 'react';
import { EChart } from '../../components/charts/EChart';
import { acuteChronicChartOption, type RatioDay } from './acuteChronicChartOption';
import { ProfileCard } from './ProfileCard';
import { PROFILE_TEXTS } from './profileTexts';

const HEIGHT = 260;

/** The athlete's acute:chronic ratio day by day, against its sweet-spot band. */
export function AcuteChronicCard({ days }: { days: readonly RatioDay[] | undefined }) {
  const option = useMemo(() => (days ? acuteChronicChartOption(days) : null), [days]);
  const noRatio = days !== undefined && days.every((day) => day.acuteChronicRatio == null);
  return (
    <ProfileCard
      title={PROFILE_TEXTS.load}
      subtitle={PROFILE_TEXTS.loadIntro}
      loading={!days}
      emptyText={noRatio ? PROFILE_TEXTS.noRatio : null}
      height={HEIGHT}
    >
      {option && <EChart option={option} height={HEIGHT} aria-label={PROFILE_TEXTS.load} />}
    </ProfileCard>
  );
}
