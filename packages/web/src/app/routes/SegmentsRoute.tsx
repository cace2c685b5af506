import { PlaceholderPage } from '../../features/placeholders/PlaceholderPage';

/** Route module for /sessions/:sessionId/segments(/:segmentId). */
export function SegmentsRoute() {
  return (
    <PlaceholderPage
      title="Sessions"
      description="The segment editor for this session is not available yet."
    />
  );
}
