import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadMoreOnScroll } from '../../components/ui/LoadMoreOnScroll';
import type { SessionListRowFragment } from '../../gql/graphql';
import { SessionListRow } from './SessionListRow';

export interface SessionListProps {
  /** Null while the first batch loads. */
  sessions: readonly SessionListRowFragment[] | null;
  selectedSessionId: string | null;
  errorMessage: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The Sessions tab: newest first, the next batch loading when scrolled to the end. */
export function SessionList({
  sessions,
  selectedSessionId,
  errorMessage,
  hasMore,
  loadingMore,
  onLoadMore,
}: SessionListProps) {
  return (
    <LoadMoreOnScroll hasMore={hasMore} onLoadMore={onLoadMore} sx={{ flex: 1, px: 1, py: 1 }}>
      {errorMessage && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage}
        </Alert>
      )}
      {sessions === null && !errorMessage && <SessionListSkeleton />}
      {sessions?.length === 0 && (
        <Typography color="text.secondary" variant="body2" sx={{ p: 2, textAlign: 'center' }}>
          No sessions yet
        </Typography>
      )}
      {sessions && sessions.length > 0 && (
        <List dense disablePadding aria-label="Sessions">
          {sessions.map((session) => (
            <SessionListRow
              key={session.id}
              session={session}
              selected={session.id === selectedSessionId}
            />
          ))}
        </List>
      )}
      {loadingMore && <LinearProgress aria-label="Loading more sessions" sx={{ mx: 1, my: 1 }} />}
    </LoadMoreOnScroll>
  );
}

function SessionListSkeleton() {
  return (
    <Box aria-busy aria-label="Loading sessions">
      {Array.from({ length: 8 }, (_, index) => (
        <Box key={index} sx={{ px: 2, py: 1 }}>
          <Skeleton width="70%" />
          <Skeleton width="45%" height={16} />
        </Box>
      ))}
    </Box>
  );
}
