import { useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { useSnackbar } from '../../components/ui/useSnackbar';
import { ClubReprocessingSubscription } from './settingsDocuments';

/** A re-processing under way: how many of its sessions are done. */
export interface Reprocessing {
  done: number;
  total: number;
}

/**
 * Follows the club's re-processing after its thresholds changed, live from
 * the server (docs/product/club-administration.md §6): `start(total)` once the
 * change is saved; null when none is under way. Ends with a snackbar.
 */
export function useReprocessing(clubId: string) {
  const snackbar = useSnackbar();
  const [total, setTotal] = useState<number | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  useSubscription(ClubReprocessingSubscription, {
    variables: { clubId },
    skip: total === null,
    onData: ({ data }) => {
      const count = data.data?.clubReprocessing.sessionsProcessing;
      if (count === undefined || total === null) return;
      if (count > 0) {
        setRemaining(count);
        return;
      }
      snackbar.show({
        type: 'success',
        message: `Re-processing finished: ${total} ${total === 1 ? 'session' : 'sessions'} recomputed.`,
        durationMs: 6000,
      });
      setTotal(null);
      setRemaining(null);
    },
  });
  const progress: Reprocessing | null =
    total === null ? null : { total, done: Math.max(0, total - (remaining ?? total)) };
  return {
    progress,
    start: (sessions: number) => {
      setRemaining(null);
      setTotal(sessions);
    },
  };
}
