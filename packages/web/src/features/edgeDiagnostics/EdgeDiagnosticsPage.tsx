import BluetoothSearchingIcon from '@mui/icons-material/BluetoothSearching';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Button } from '../../components/ui/Button';
import { PageHeader } from '../../components/ui/PageHeader';
import { browserBluetooth } from './browserBluetooth';
import { NoTransferYet } from './NoTransferYet';
import { NoWebBluetoothNotice } from './NoWebBluetoothNotice';
import type { TrackerBluetooth } from './protocol/trackerBluetooth';
import type { TransferPhase } from './protocol/TransferLog';
import { TransferProblems } from './TransferProblems';
import { TransferStatusLog } from './TransferStatusLog';
import { TransferSummary } from './TransferSummary';
import { useDiagnosticsTransfer } from './useDiagnosticsTransfer';

const RUNNING: readonly TransferPhase[] = ['connecting', 'streaming', 'stopping'];

/** Edge Diagnostics (docs/product/shell-and-sessions.md §2.8): provider staff move a tracker's diagnostics to Memfault. */
export function EdgeDiagnosticsPage() {
  const bluetooth = useMemo(() => browserBluetooth(), []);
  return (
    <>
      <PageHeader title="Edge Diagnostics" />
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Connect a tracker over Bluetooth to send its crash and health data to the diagnostics
        service. Touchline signs the tracker’s unlock; every chunk is forwarded as it arrives, in
        order.
      </Typography>
      {bluetooth ? <TransferPanel bluetooth={bluetooth} /> : <NoWebBluetoothNotice />}
    </>
  );
}

function TransferPanel({ bluetooth }: { bluetooth: TrackerBluetooth }) {
  const { snapshot, start, stop } = useDiagnosticsTransfer(bluetooth);
  const running = RUNNING.includes(snapshot.phase);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<BluetoothSearchingIcon />}
          disabled={running}
          onClick={start}
        >
          Transfer Memfault Diagnostics
        </Button>
        {(snapshot.phase === 'connecting' || snapshot.phase === 'streaming') && (
          <Button
            variant="outlined"
            size="large"
            color="secondary"
            startIcon={<StopCircleOutlinedIcon />}
            onClick={stop}
          >
            {snapshot.phase === 'streaming' ? 'Stop transfer' : 'Cancel'}
          </Button>
        )}
      </Stack>
      {snapshot.phase === 'idle' ? (
        <NoTransferYet />
      ) : (
        <>
          <TransferSummary snapshot={snapshot} />
          <TransferProblems problems={snapshot.problems} />
          <TransferStatusLog entries={snapshot.entries} entryCount={snapshot.entryCount} />
        </>
      )}
    </Stack>
  );
}
