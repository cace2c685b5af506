import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TeamWeek, UnitSystem } from '@touchline/domain';
import { useState } from 'react';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import type { TeamWeeklyTable_RowFragment } from '../../gql/graphql';
import { DashboardCard } from './DashboardCard';
import { DASHBOARD_TEXTS } from './dashboardTexts';
import { TeamWeeklyTable } from './TeamWeeklyTable';
import type { WeeklyMode } from './weeklyColumns';
import { WeekSelector } from './WeekSelector';

export interface TeamWeeklyOverviewProps {
  weeks: readonly TeamWeek[];
  week: TeamWeek;
  onSelectWeek: (startDate: string) => void;
  /** Undefined while loading. */
  rows: readonly TeamWeeklyTable_RowFragment[] | undefined;
  errorMessage?: string;
  unitSystem: UnitSystem;
}

/** The team weekly table with its week selector and Totals/Averages toggle. */
export function TeamWeeklyOverview({
  weeks,
  week,
  onSelectWeek,
  rows,
  errorMessage,
  unitSystem,
}: TeamWeeklyOverviewProps) {
  const [mode, setMode] = useState<WeeklyMode>('totals');
  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <WeekSelector weeks={weeks} value={week.startDate} onChange={onSelectWeek} />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        onChange={(_event, next: WeeklyMode | null) => next && setMode(next)}
        aria-label="Totals or averages"
      >
        <ToggleButton value="totals">{DASHBOARD_TEXTS.totals}</ToggleButton>
        <ToggleButton value="averages">{DASHBOARD_TEXTS.averages}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
  return (
    <DashboardCard title={DASHBOARD_TEXTS.teamWeeklyOverview} actions={actions}>
      {errorMessage && (
        <Box sx={{ mb: 2 }}>
          <ErrorBanner message={errorMessage} />
        </Box>
      )}
      {rows === undefined ? (
        !errorMessage && <Skeleton variant="rounded" height={240} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {DASHBOARD_TEXTS.noWeeklyData}
        </Typography>
      ) : (
        <TeamWeeklyTable rows={rows} mode={mode} unitSystem={unitSystem} />
      )}
    </DashboardCard>
  );
}
