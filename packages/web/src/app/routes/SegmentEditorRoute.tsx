import { useParams } from 'react-router';
import { SegmentEditorPage } from '../../features/segmentEditor/SegmentEditorPage';

/** Route module for /sessions/:sessionId/segments: the segment editor. */
export function SegmentEditorRoute() {
  const { sessionId = '' } = useParams();
  return <SegmentEditorPage key={sessionId} sessionId={sessionId} />;
}
