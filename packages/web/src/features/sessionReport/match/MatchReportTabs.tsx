import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UnitSystem } from '@touchline/domain';
import { useState } from 'react';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import { MatchDetailsTab } from './MatchDetailsTab';
import { MatchHeatmapsTab } from './MatchHeatmapsTab';
import { MatchOverviewTab } from './MatchOverviewTab';
import { MATCH_REPORT_TEXTS } from './matchReportTexts';
import { MatchSpeedsTab } from './MatchSpeedsTab';
import { ReportMessage } from '../report/ReportMessage';
import { ReportTabs } from '../report/ReportTabs';
import type { MatchReportData } from './useMatchReportData';

export const MATCH_REPORT_TABS = ['Overview', 'Heat Maps', 'Match Details', 'Speeds'] as const;
type MatchReportTab = (typeof MATCH_REPORT_TABS)[number];

function TabsSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading the match report">
      <Skeleton variant="rounded" height={48} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={96} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={360} />
    </Stack>
  );
}

/** The report's states (no data, incomplete) and its four tabs, Overview first. */
export function MatchReportTabs({
  data,
  athletesSelected,
  unitSystem,
  showRawTopSpeed,
}: {
  data: MatchReportData;
  athletesSelected: boolean;
  unitSystem: UnitSystem;
  showRawTopSpeed: boolean;
}) {
  const [tab, setTab] = useState<MatchReportTab>('Overview');
  const header = data.header.data?.session;
  const summary = data.summary.data?.session;

  if (data.summary.errorMessage && !summary)
    return <ErrorBanner message={data.summary.errorMessage} />;
  if (!header || !summary) return data.header.errorMessage ? null : <TabsSkeleton />;
  // The header says 'Incorrect match type' for anything but a match.
  if (header.__typename !== 'MatchSession' || summary.__typename !== 'MatchSession') return null;
  const averages = summary.matchSessionMetricSet;
  if (!averages) return <ReportMessage>{MATCH_REPORT_TEXTS.noEdgeData}</ReportMessage>;
  if (summary.sessionParticipations.length === 0) {
    return <ReportMessage>{MATCH_REPORT_TEXTS.noData}</ReportMessage>;
  }
  const matchName = header.matchDefinition.name;
  const incomplete = summary.sessionParticipations.some(
    (participation) => participation.athleteMetricSet === null,
  );
  // With the 'all' error policy a query can answer in part; say what went wrong once.
  const partialErrors = new Set(
    [
      data.summary,
      data.athletes,
      data.periodsDistance,
      data.peakDemands,
      data.speedBreakdown,
      data.heatmaps,
    ].flatMap((query) => (query.errorMessage && query.data?.session ? [query.errorMessage] : [])),
  );

  return (
    <Stack spacing={3}>
      {[...partialErrors].map((message) => (
        <ReportMessage key={message} severity="error">
          {message}
        </ReportMessage>
      ))}
      {incomplete && (
        <ReportMessage severity="warning">{MATCH_REPORT_TEXTS.incomplete}</ReportMessage>
      )}
      <ReportTabs aria-label="Match report" tabs={MATCH_REPORT_TABS} value={tab} onChange={setTab}>
        {tab === 'Overview' && (
          <MatchOverviewTab
            summary={summary}
            averages={averages}
            periodsDistance={data.periodsDistance}
            peakDemands={data.peakDemands}
            matchName={matchName}
            unitSystem={unitSystem}
          />
        )}
        {tab === 'Heat Maps' && (
          <MatchHeatmapsTab heatmaps={data.heatmaps} athletesSelected={athletesSelected} />
        )}
        {tab === 'Match Details' && (
          <MatchDetailsTab
            athletes={data.athletes}
            periods={header.matchSessionPeriods}
            matchName={matchName}
            unitSystem={unitSystem}
            showRawTopSpeed={showRawTopSpeed}
          />
        )}
        {tab === 'Speeds' && (
          <MatchSpeedsTab speedBreakdown={data.speedBreakdown} unitSystem={unitSystem} />
        )}
      </ReportTabs>
    </Stack>
  );
}
