import Stack from '@mui/material/Stack';
import { useUnitSystem } from '../../../lib/units/useUnitSystem';
import { useSelectedAthleteIds } from '../../../lib/athleteSelection/SelectedAthletesContext';
import { MatchReportHeader } from './MatchReportHeader';
import { MatchReportTabs } from './MatchReportTabs';
import { useMatchReportData } from './useMatchReportData';

/** The report of a processed match (docs/product/shell-and-sessions.md §2.7), for the athletes chosen in the side panel. */
export function MatchSessionReport({ sessionId }: { sessionId: string }) {
  const athleteIds = useSelectedAthleteIds();
  const data = useMatchReportData(sessionId, athleteIds);
  const unitSystem = useUnitSystem();
  return (
    <Stack spacing={3}>
      <MatchReportHeader
        sessionId={sessionId}
        header={data.header}
        exportPermission={data.exportPermission}
      />
      <MatchReportTabs
        data={data}
        athletesSelected={athleteIds.length > 0}
        unitSystem={unitSystem}
        showRawTopSpeed={data.showRawTopSpeed}
      />
    </Stack>
  );
}
