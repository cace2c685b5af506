import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnitSystem } from '@touchline/domain';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/EChart';
import type { PeriodsDistanceQuery } from '../../../gql/graphql';
import { AthleteBarChart } from '../../../components/charts/AthleteBarChart';
import { MATCH_REPORT_TEXTS } from './matchReportTexts';
import { periodDistanceChartOption } from './periodDistanceChartOption';
import { periodDistanceLines } from './periodDistanceLines';
import { SectionCard } from '../../../components/ui/SectionCard';
import { ReportMessage } from '../report/ReportMessage';

type Match = Extract<NonNullable<PeriodsDistanceQuery['session']>, { __typename: 'MatchSession' }>;
export type DistancePeriod = Match['matchSessionPeriods'][number];
export type DistanceParticipation = Match['sessionParticipations'][number];

/**
 * '{period} Distance': each athlete's distance in the period against the team
 * average, and the cumulative distance over the period's minutes.
 */
export function PeriodDistanceCard({
  period,
  participations,
  matchName,
  unitSystem,
}: {
  period: DistancePeriod;
  participations: readonly DistanceParticipation[];
  matchName: string;
  unitSystem: UnitSystem;
}) {
  const title = `${period.name} Distance`;
  const inPeriod = useMemo(
    () =>
      participations.map((participation) => ({
        athlete: participation.athlete,
        set:
          participation.periodMetricSets.find((set) => set.matchSessionPeriod?.id === period.id) ??
          null,
      })),
    [participations, period.id],
  );
  const lines = useMemo(
    () =>
      periodDistanceLines(
        period.startTime,
        period.metricSet?.avgDistanceMOverTime ?? null,
        inPeriod.map(({ athlete, set }) => ({
          name: athlete.name,
          values: set?.distanceMOverTime ?? null,
        })),
      ),
    [period, inPeriod],
  );
  const option = useMemo(() => periodDistanceChartOption(lines, unitSystem), [lines, unitSystem]);

  if (!period.metricSet) {
    return (
      <SectionCard title={title}>
        <ReportMessage>{MATCH_REPORT_TEXTS.notProcessed(matchName)}</ReportMessage>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={title}>
      <Stack spacing={3}>
        {inPeriod.some(({ set }) => set !== null) ? (
          <AthleteBarChart
            bars={inPeriod.map(({ athlete, set }) => ({
              athlete,
              valueM: set?.totalDistanceM ?? null,
            }))}
            averageM={period.metricSet.avgTotalDistanceM}
            averageLabel="Session Average"
            unitSystem={unitSystem}
            aria-label={`${title} per athlete`}
          />
        ) : (
          <ReportMessage>None of the selected athletes played in this period.</ReportMessage>
        )}
        <Box>
          <EChart option={option} height={320} aria-label={`${title} over time`} />
          {lines.hiddenAthletes > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {MATCH_REPORT_TEXTS.tooManyAthletes}
            </Typography>
          )}
        </Box>
      </Stack>
    </SectionCard>
  );
}
