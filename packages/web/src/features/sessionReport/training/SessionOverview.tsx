import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnitSystem } from '@touchline/domain';
import type { SessionAverageQueryQuery } from '../../../gql/graphql';
import { useUnitSystem } from '../../../lib/units/useUnitSystem';
import { SessionExportMenu } from '../report/SessionExportMenu';
import { AthleteAverageMetricsCard } from './AthleteAverageMetricsCard';
import { DrillIntensityCard } from './DrillIntensityCard';
import { IntensityDistanceCard } from './IntensityDistanceCard';
import { OverallDistanceCard } from './OverallDistanceCard';
import { SessionSegmentsCard } from './SessionSegmentsCard';
import { SpeedZonesCard } from './SpeedZonesCard';
import { trainingExportLinks } from './trainingExportLinks';
import { TrainingView } from './TrainingView';
import type { TrainingReportData } from './useTrainingReportData';

type OverviewSession = Extract<
  NonNullable<SessionAverageQueryQuery['session']>,
  { __typename: 'TrainingSession' }
>;

export interface SessionOverviewProps {
  sessionId: string;
  data: TrainingReportData;
}

/** The Session Avg tab: 'Session Overview' (docs/product/dashboard-and-segments.md §2.4). */
export function SessionOverview({ sessionId, data }: SessionOverviewProps) {
  const unitSystem = useUnitSystem();
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h3" sx={{ flex: 1 }}>
          Session Overview
        </Typography>
        <SessionExportMenu
          permission={data.exportPermission}
          label="Download CSV"
          downloads={trainingExportLinks(sessionId)}
        />
      </Stack>
      <TrainingView
        query={data.average}
        skeleton={
          <OverviewCards sessionId={sessionId} session={null} data={data} unitSystem={unitSystem} />
        }
      >
        {(session) => (
          <OverviewCards
            sessionId={sessionId}
            session={session}
            data={data}
            unitSystem={unitSystem}
          />
        )}
      </TrainingView>
    </Stack>
  );
}

function OverviewCards({
  sessionId,
  session,
  data,
  unitSystem,
}: {
  sessionId: string;
  /** Null while loading: every card shows its skeleton. */
  session: OverviewSession | null;
  data: TrainingReportData;
  unitSystem: UnitSystem;
}) {
  const metricSet = session ? session.trainingSessionMetricSet : undefined;
  const participations = session?.sessionParticipations ?? null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <AthleteAverageMetricsCard metricSet={metricSet} unitSystem={unitSystem} />
      <SessionSegmentsCard
        sessionId={sessionId}
        segments={session?.segments ?? null}
        canCreateSegments={data.segmentsEnabled}
      />
      <OverallDistanceCard
        participations={participations}
        averageM={metricSet?.avgDistanceM ?? null}
        unitSystem={unitSystem}
      />
      <IntensityDistanceCard
        participations={participations}
        metricSet={metricSet ?? null}
        unitSystem={unitSystem}
      />
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <SpeedZonesCard participations={participations} />
      </Box>
      {(session?.segments.length ?? 0) > 0 && (
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <DrillIntensityCard
            drills={session?.segments ?? []}
            athleteIds={data.athleteIds}
            unitSystem={unitSystem}
          />
        </Box>
      )}
    </Box>
  );
}
