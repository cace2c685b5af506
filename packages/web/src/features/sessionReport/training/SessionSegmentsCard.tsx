import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import type { SessionSegmentRowFragment } from '../../../gql/graphql';
import { formatTimeSpan } from '../../../lib/formatTimeSpan';
import { SectionCard } from '../../../components/ui/SectionCard';
import { TRAINING_TEXTS } from './trainingTexts';

export const SessionSegmentRowFragmentDoc = graphql(`
  fragment SessionSegmentRow on Segment {
    id
    title
    startTime
    endTime
  }
`);

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
