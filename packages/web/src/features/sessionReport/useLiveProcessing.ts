import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { SessionProcessedSubscription } from './SessionContainerQuery';

/**
 * Whether the session's data is being processed: what the server last said over the
 * `sessionProcessed` subscription, else the queried value. The subscription answers with
 * the current state, then each time uploads of the session have been processed; then, or
 * when the first answer shows processing ended since the query, `onProcessed` runs so the
 * report can be fetched again.
 */
export function useLiveProcessing(
  sessionId: string,
  queriedProcessing: boolean | undefined,
  onProcessed: () => void,
): boolean | undefined {
  const [live, setLive] = useState<{ sessionId: string; dataProcessing: boolean } | null>(null);
  const liveProcessing = live?.sessionId === sessionId ? live.dataProcessing : undefined;
  const processing = liveProcessing ?? queriedProcessing;

  const latest = useRef({ processing, onProcessed });
  useEffect(() => {
    latest.current = { processing, onProcessed };
  });
  const heardFrom = useRef<string | null>(null);

  useSubscription(SessionProcessedSubscription, {
    variables: { sessionId },
    onData: ({ data }) => {
      const event = data.data?.sessionProcessed;
      if (!event || event.sessionId !== sessionId) return;
      const firstAnswer = heardFrom.current !== sessionId;
      heardFrom.current = sessionId;
      const wasProcessing = latest.current.processing === true;
      latest.current.processing = event.dataProcessing;
      // Refetch before the re-render shows the report, so it cannot show stale data.
      if (!event.dataProcessing && (wasProcessing || !firstAnswer)) latest.current.onProcessed();
      setLive({ sessionId, dataProcessing: event.dataProcessing });
    },
  });

  return processing;
}
