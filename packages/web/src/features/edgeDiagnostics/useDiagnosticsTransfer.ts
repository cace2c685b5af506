import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { DiagnosticsTransfer, type UnlockRequest } from './protocol/DiagnosticsTransfer';
import type { TrackerBluetooth } from './protocol/trackerBluetooth';
import { TransferLog, type TransferSnapshot } from './protocol/TransferLog';
import { SecureMessageQuery } from './SecureMessageQuery';

async function signUnlock(client: ApolloClient, variables: UnlockRequest) {
  const { data, error } = await client.query({
    query: SecureMessageQuery,
    variables,
    fetchPolicy: 'network-only',
  });
  if (error) throw new Error(error.message);
  return data?.device.signedMessage ?? null;
}

/** Chunks arrive by the hundred: the page re-renders at most once a frame. */
function onceAFrame(listener: () => void) {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      listener();
    });
  };
}

const NO_TRANSFER = new TransferLog();

export interface DiagnosticsTransferControls {
  snapshot: TransferSnapshot;
  /** Call from the click: the browser only opens its Bluetooth chooser for a gesture. */
  start: () => void;
  stop: () => void;
}

/** One transfer at a time from the browser's Bluetooth, signed by the server, live in the page. */
export function useDiagnosticsTransfer(bluetooth: TrackerBluetooth): DiagnosticsTransferControls {
  const client = useApolloClient();
  const [current, setCurrent] = useState<{ log: TransferLog; transfer: DiagnosticsTransfer }>();
  const log = current?.log ?? NO_TRANSFER;
  const subscribe = useCallback(
    (listener: () => void) => log.subscribe(onceAFrame(listener)),
    [log],
  );
  const snapshot = useSyncExternalStore(subscribe, log.snapshot);

  const start = useCallback(() => {
    const next = new TransferLog();
    const transfer = new DiagnosticsTransfer({
      bluetooth,
      log: next,
      fetch: (url, init) => window.fetch(url, init),
      signUnlock: (request) => signUnlock(client, request),
    });
    setCurrent({ log: next, transfer });
    void transfer.run();
  }, [bluetooth, client]);

  // Leaving the page ends the stream cleanly; chunks already received are still forwarded.
  const transfer = current?.transfer;
  useEffect(() => () => transfer?.stop(), [transfer]);

  return { snapshot, start, stop: useCallback(() => transfer?.stop(), [transfer]) };
}
