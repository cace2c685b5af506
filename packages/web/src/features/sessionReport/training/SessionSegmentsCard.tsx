import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import type { SessionSegmentRowFragment } from '../../../gql/graphql';
import { formatTimeSpan } from '../../../lib/formatTimeSpan';
import { SectionCard } from '../../../components/ui/SectionCard';
import { TRAINING_TEXTS } from './trainingTexts';

graphql(`
  fragment SessionSegmentRow on Segment {
    id
    title
    startTime
    endTime
  }
`);

/** A segment of the session was saved or deleted (here, in the editor, or by someone else). */
export const SessionSegmentsChangedSubscription = graphql(`
  subscription SessionSegmentsChangedSubscription($sessionId: ID!) {
    segmentsUpdated(sessionId: $sessionId) {
      sessionId
      segmentId
      change
    }
  }
`);

/**
 * Keeps the list current: a saved or deleted segment drops the session's cached list, which the
 * report's query then reads afresh (a recompute changes no row of the list).
 */
function useLiveSegmentList(sessionId: string) {
  const client = useApolloClient();
  useSubscription(SessionSegmentsChangedSubscription, {
    variables: { sessionId },
    onData: ({ data }) => {
      if (data.data?.segmentsUpdated.change === 'recomputed') return;
      client.cache.evict({
        id: client.cache.identify({ __typename: 'TrainingSession', id: sessionId }),
        fieldName: 'segments',
      });
    },
  });
}

export interface SessionSegmentsCardProps {
  sessionId: string;
  /** Null while loading. */
  segments: readonly SessionSegmentRowFragment[] | null;
  /** The club's web_segments switch: offers the segment editor. */
  canCreateSegments: boolean;
}

/** 'Session Segments': the session's named time windows and the way to make more. */
export function SessionSegmentsCard({
  sessionId,
  segments,
  canCreateSegments,
}: SessionSegmentsCardProps) {
  useLiveSegmentList(sessionId);
  return (
    <SectionCard title="Session Segments">
      <Typography variant="body2" color="text.secondary">
        {TRAINING_TEXTS.segmentsIntro}
      </Typography>
      {canCreateSegments && (
        <Box sx={{ mt: 1.5 }}>
          <MuiButton
            component={RouterLink}
            to={`/sessions/${sessionId}/segments`}
            variant="contained"
            disableElevation
            startIcon={<ContentCutRounded />}
          >
            Create Segments
          </MuiButton>
        </Box>
      )}
      <Box sx={{ mt: 1.5, maxHeight: 240, overflowY: 'auto' }}>
        {segments === null && <Skeleton variant="rounded" height={96} />}
        {segments?.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {TRAINING_TEXTS.noSegments}
          </Typography>
        )}
        {segments && segments.length > 0 && (
          <List dense disablePadding aria-label="Segments">
            {segments.map((segment) => (
              <ListItemButton
                key={segment.id}
                component={RouterLink}
                to={`/sessions/${sessionId}/segments/${segment.id}`}
                sx={{ borderRadius: 2, px: 1 }}
              >
                <ListItemText
                  primary={segment.title}
                  secondary={formatTimeSpan(segment.startTime, segment.endTime)}
                  slotProps={{ primary: { noWrap: true, fontWeight: 600 } }}
                />
                <ChevronRightRounded fontSize="small" color="action" />
              </ListItemButton>
            ))}
          </List>
        )}
      </Box>
    </SectionCard>
  );
}
