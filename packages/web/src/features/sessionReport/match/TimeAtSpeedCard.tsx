import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { UnitSystem } from '@touchline/domain';
import { useMemo, useState } from 'react';
import { EChart } from '../../../components/charts/EChart';
import { MATCH_REPORT_TEXTS } from './matchReportTexts';
import { SectionCard } from '../../../components/ui/SectionCard';
import { ReportMessage } from '../report/ReportMessage';
import { timeAtSpeed, type SpeedBinSeconds, type TimeAtSpeedMode } from './timeAtSpeed';
import { timeAtSpeedChartOption } from './timeAtSpeedChartOption';

/** Minutes the selected athletes spent at each speed, per athlete or all together. */
export function TimeAtSpeedCard({
  athletesTimeAtKph,
  unitSystem,
}: {
  /** One list per athlete with data. */
  athletesTimeAtKph: readonly (readonly SpeedBinSeconds[])[];
  unitSystem: UnitSystem;
}) {
  const [mode, setMode] = useState<TimeAtSpeedMode>('average');
  const bins = useMemo(() => timeAtSpeed(athletesTimeAtKph, mode), [athletesTimeAtKph, mode]);
  const option = useMemo(
    () => timeAtSpeedChartOption(bins, unitSystem, mode),
    [bins, unitSystem, mode],
  );
  const toggle = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mode}
      aria-label="Time at speed of"
      onChange={(_event, value: TimeAtSpeedMode | null) => value && setMode(value)}
    >
      <ToggleButton value="average">Per athlete</ToggleButton>
      <ToggleButton value="total">All athletes</ToggleButton>
    </ToggleButtonGroup>
  );
  return (
    <SectionCard title="Time at Speed" action={toggle}>
      {bins.length === 0 ? (
        <ReportMessage>{MATCH_REPORT_TEXTS.noData}</ReportMessage>
      ) : (
        <EChart option={option} height={300} aria-label="Time at speed" />
      )}
    </SectionCard>
  );
}
