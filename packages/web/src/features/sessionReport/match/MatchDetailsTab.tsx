import Skeleton from '@mui/material/Skeleton';
import type { UnitSystem } from '@touchline/domain';
import { useState } from 'react';
import type { MatchReportAthletesQuery } from '../../../gql/graphql';
import { AthleteMetricsTable } from '../../../components/table/AthleteMetricsTable';
import { matchDetailsRows, WHOLE_MATCH } from './matchDetailsRows';
import { MatchPeriodSelect } from './MatchPeriodSelect';
import { MATCH_REPORT_TEXTS } from './matchReportTexts';
import { SectionCard } from '../../../components/ui/SectionCard';
import { ReportMessage } from '../report/ReportMessage';
import { SessionQueryView } from '../report/SessionQueryView';
import type { ReportQuery } from '../report/reportQuery';

/** Every athlete's metrics for the whole match (the default) or one period. */
export function MatchDetailsTab({
  athletes,
  periods,
  matchName,
  unitSystem,
  showRawTopSpeed,
}: {
  athletes: ReportQuery<MatchReportAthletesQuery>;
  periods: readonly { id: string; name: string }[];
  matchName: string;
  unitSystem: UnitSystem;
  showRawTopSpeed: boolean;
}) {
  const [windowId, setWindowId] = useState(WHOLE_MATCH);
  const windowName = periods.find((period) => period.id === windowId)?.name ?? `Whole ${matchName}`;
  const selector = (
    <MatchPeriodSelect
      value={windowId}
      onChange={setWindowId}
      matchName={matchName}
      periods={periods}
      minWidth={220}
    />
  );
  return (
    <SectionCard title={`${windowName} Details`} action={selector}>
      <SessionQueryView
        query={athletes}
        kind="MatchSession"
        wrongKindText={MATCH_REPORT_TEXTS.incorrectMatchType}
        skeleton={<Skeleton variant="rounded" height={420} aria-label="Loading the athletes" />}
      >
        {(session) =>
          session.sessionParticipations.length === 0 ? (
            <ReportMessage>{MATCH_REPORT_TEXTS.noData}</ReportMessage>
          ) : (
            <AthleteMetricsTable
              rows={matchDetailsRows(session.sessionParticipations, windowId)}
              unitSystem={unitSystem}
              showRawTopSpeed={showRawTopSpeed}
              aria-label={`${windowName} details`}
            />
          )
        }
      </SessionQueryView>
    </SectionCard>
  );
}
