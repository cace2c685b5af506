import { useParams } from 'react-router';
import { SegmentEditorPage } from '../../features/segmentEditor/SegmentEditorPage';

/** Route module for /sessions/:sessionId/segments(/:segmentId). */
export function SegmentsRoute() {
  const { sessionId = '' } = useParams();
  return <SegmentEditorPage sessionId={sessionId} />;
}
