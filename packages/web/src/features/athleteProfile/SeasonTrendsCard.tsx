import type { UnitSystem } from '@touchline/domain';
import { useMemo } from 'react';
import { EChart } from '../../components/charts/EChart';
import { ProfileCard } from './ProfileCard';
import { PROFILE_TEXTS } from './profileTexts';
import { seasonTrendsChartOption, type TrendSession } from './seasonTrendsChartOption';

const HEIGHT = 320;

/** The athlete's main numbers session by session over the range. */
export function SeasonTrendsCard({
  sessions,
  unitSystem,
}: {
  /** Undefined while loading. */
  sessions: readonly TrendSession[] | undefined;
  unitSystem: UnitSystem;
}) {
  const option = useMemo(
    () => (sessions ? seasonTrendsChartOption(sessions, unitSystem) : null),
    [sessions, unitSystem],
  );
  return (
    <ProfileCard
      title={PROFILE_TEXTS.trends}
      subtitle={PROFILE_TEXTS.trendsIntro}
      loading={!sessions}
      emptyText={sessions?.length === 0 ? PROFILE_TEXTS.noSessions : null}
      height={HEIGHT}
    >
      {option && <EChart option={option} height={HEIGHT} aria-label={PROFILE_TEXTS.trends} />}
    </ProfileCard>
  );
}
