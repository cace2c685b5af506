import type { UnitSystem } from '@touchline/domain';
import type { AthleteSpeedSeries } from '../../../components/charts/speedBreakdownChartOption';
import { SpeedBreakdownChart } from '../../../components/charts/SpeedBreakdownChart';
import { SectionCard } from '../../../components/ui/SectionCard';
import { ReportMessage } from './ReportMessage';
import { REPORT_TEXTS } from './reportTexts';

/** 'Speed Breakdown': mean speed per minute of the first five athletes with data (docs/product/shell-and-sessions.md §2.7). */
export function SpeedBreakdownCard({
  series,
  unitSystem,
}: {
  /** Only athletes with data: one without would take one of the five lines. */
  series: readonly AthleteSpeedSeries[];
  unitSystem: UnitSystem;
}) {
  return (
    <SectionCard title="Speed Breakdown">
      {series.length === 0 ? (
        <ReportMessage>{REPORT_TEXTS.noData}</ReportMessage>
      ) : (
        <SpeedBreakdownChart series={series} unitSystem={unitSystem} aria-label="Speed Breakdown" />
      )}
    </SectionCard>
  );
}
