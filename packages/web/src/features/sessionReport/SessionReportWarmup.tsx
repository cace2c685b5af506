import { useUnitSystem } from '../../lib/units/useUnitSystem';
import { useMatchReportData } from './match/useMatchReportData';
import { useSelectedAthleteIds } from '../../lib/athleteSelection/SelectedAthletesContext';
import { useTrainingReportData } from './training/useTrainingReportData';

/**
 * Mounted while the kind of session is still unknown: starts both reports' queries in the
 * same tick as the container's, so the report that follows reads them from the cache
 * instead of waiting for one more round trip.
 */
export function SessionReportWarmup({ sessionId }: { sessionId: string }) {
  const athleteIds = useSelectedAthleteIds();
  useTrainingReportData(sessionId, athleteIds);
  useMatchReportData(sessionId, athleteIds);
  useUnitSystem();
  return null;
}
