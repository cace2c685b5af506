import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useSelectedAthleteIds } from '../../../lib/athleteSelection/SelectedAthletesContext';
import { formatTimeSpan } from '../../../lib/formatTimeSpan';
import { ReportTabs } from '../report/ReportTabs';
import { SessionDetailsTab } from './SessionDetailsTab';
import { SessionOverview } from './SessionOverview';
import { SpeedBreakdownTab } from './SpeedBreakdownTab';
import { TRAINING_TABS, trainingTabFromPath, trainingTabPath } from './trainingTabs';
import { useTrainingReportData } from './useTrainingReportData';

export interface TrainingSessionReportProps {
  session: { id: string; startTime: string; endTime: string };
  /** The tab's URL segment, e.g. 'SessionAvg'; none for the first tab. */
  tabPath?: string | null;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A training session's report: Session Avg, Details and Speeds (docs/product/shell-and-sessions.md §2.7, docs/product/dashboard-and-segments.md §2.4). */
export function TrainingSessionReport({ session, tabPath }: TrainingSessionReportProps) {
  const navigate = useNavigate();
  const data = useTrainingReportData(session.id, useSelectedAthleteIds());
  const tab = trainingTabFromPath(tabPath);

  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <Box>
        <Typography variant="h2" component="h2">
          Training Session
        </Typography>
        <Typography color="text.secondary">
          {longDate.format(new Date(session.startTime))} ·{' '}
          {formatTimeSpan(session.startTime, session.endTime)}
        </Typography>
      </Box>
      <ReportTabs
        aria-label="Training report"
        tabs={TRAINING_TABS}
        value={tab}
        onChange={(next) => void navigate(`/sessions/${session.id}/${trainingTabPath(next)}`)}
      >
        {tab === 'Session Avg' && <SessionOverview sessionId={session.id} data={data} />}
        {tab === 'Details' && (
          <SessionDetailsTab query={data.details} showRawTopSpeed={data.showRawTopSpeed} />
        )}
        {tab === 'Speeds' && <SpeedBreakdownTab query={data.speeds} />}
      </ReportTabs>
    </Stack>
  );
}
