import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { editableSession } from './editorInput';
import { SegmentEditorScreen } from './SegmentEditorScreen';
import { SEGMENT_EDITOR_TEXTS as TEXTS } from './segmentEditorTexts';
import { SegmentsQuery } from './SegmentsQuery';
import { takePrefetchedSegments } from './prefetchSegments';

export interface SegmentEditorPageProps {
  sessionId: string;
}

/**
 * The segment editor of a training session (docs/product/dashboard-and-segments.md §2.5): SegmentsQuery asked afresh every
 * time (not cached), 'Loading segments...' until it answers, 'Session not found' (with the
 * error, if any) when there is no training session to edit.
 */
export function SegmentEditorPage({ sessionId }: SegmentEditorPageProps) {
  // The route's loader may have just asked the network for this (prefetchSegments).
  const [fetchPolicy] = useState<'cache-first' | 'network-only'>(() =>
    takePrefetchedSegments(sessionId) ? 'cache-first' : 'network-only',
  );
  const { data, loading, error, refetch } = useQuery(SegmentsQuery, {
    variables: { sessionId },
    fetchPolicy,
    nextFetchPolicy: 'network-only',
  });
  const session = editableSession(data?.session);
  const refetchSegments = useCallback(() => refetch(), [refetch]);

  if (!session && loading) {
    return (
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', py: 6, justifyContent: 'center' }}
      >
        <CircularProgress size={24} />
        <Typography color="text.secondary">{TEXTS.loading}</Typography>
      </Stack>
    );
  }
  if (!session) {
    return (
      <Stack spacing={2} sx={{ py: 4 }}>
        <Typography variant="h1" component="h1">
          {TEXTS.sessionNotFound}
        </Typography>
        {error && <Alert severity="error">Error: {error.message}</Alert>}
      </Stack>
    );
  }
  return <SegmentEditorScreen key={sessionId} session={session} refetch={refetchSegments} />;
}
