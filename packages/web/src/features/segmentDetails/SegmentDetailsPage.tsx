import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { useUnitSystem } from '../../lib/units/useUnitSystem';
import { AthleteSegmentDetailsTable } from './AthleteSegmentDetailsTable';
import { SegmentAveragesCard } from './SegmentAveragesCard';
import { SegmentDetailsQuery, SegmentDetailsUpdatedSubscription } from './SegmentDetailsQuery';
import { SEGMENT_DETAILS_TEXTS, segmentDetailsProblem } from './segmentDetailsProblem';

export interface SegmentDetailsPageProps {
  sessionId: string;
  segmentId: string;
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** One saved segment (docs/product/dashboard-and-segments.md §2.6): its title and times, 'Segment Averages' and the athletes' figures. */
export function SegmentDetailsPage({ sessionId, segmentId }: SegmentDetailsPageProps) {
  const unitSystem = useUnitSystem();
  const { data, loading, error, refetch } = useQuery(SegmentDetailsQuery, {
    variables: { segmentId },
  });
  // The figures follow a recompute (after a save here or anywhere) without a reload.
  useSubscription(SegmentDetailsUpdatedSubscription, {
    variables: { sessionId },
    onData: ({ data: event }) => {
      if (event.data?.segmentsUpdated.segmentId === segmentId) void refetch();
    },
  });
  const segment = data?.segment;
  const problem = loading && !segment ? null : segmentDetailsProblem({ segment, error, sessionId });

  return (
    <Stack spacing={2.5}>
      <Box>
        <Link
          component={RouterLink}
          to={`/sessions/${encodeURIComponent(sessionId)}/segments`}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1, fontWeight: 600 }}
        >
          <ArrowBackRounded fontSize="small" />
          Segments
        </Link>
        <Typography variant="h1" component="h1">
          {segment && !problem ? segment.title : 'Segment Details'}
        </Typography>
        {segment && !problem && (
          <Typography color="text.secondary">
            {day.format(new Date(segment.startTime))} ·{' '}
            {timeOfDay.format(new Date(segment.startTime))}-
            {timeOfDay.format(new Date(segment.endTime))}
          </Typography>
        )}
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
      {!problem && !segment && <Skeleton variant="rounded" height={160} />}
      {!problem && segment && (
        <>
          {segment.metricsProcessing && (
            <Alert severity="info">{SEGMENT_DETAILS_TEXTS.recomputing}</Alert>
          )}
          <SegmentAveragesCard metricSet={segment.segmentMetricSet} unitSystem={unitSystem} />
          <AthleteSegmentDetailsTable
            participations={segment.segmentParticipations}
            unitSystem={unitSystem}
          />
        </>
      )}
    </Stack>
  );
}
