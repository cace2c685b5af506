import { useParams } from 'react-router';
import { SegmentDetailsPage } from '../../features/segmentDetails/SegmentDetailsPage';

/** Route module for /sessions/:sessionId/segments/:segmentId: one segment's figures. */
export function SegmentDetailsRoute() {
  const { sessionId = '', segmentId = '' } = useParams();
  return <SegmentDetailsPage sessionId={sessionId} segmentId={segmentId} />;
}
