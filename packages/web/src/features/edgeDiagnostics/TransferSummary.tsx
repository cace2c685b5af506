import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TransferPhase, TransferSnapshot } from './protocol/TransferLog';
import { PartErrorBoundary } from '../../components/ui/PartErrorBoundary';

const PHASES: Record<
  TransferPhase,
  { label: string; color: 'default' | 'primary' | 'error' | 'info' }
> = {
  idle: { label: 'Not started', color: 'default' },
  connecting: { label: 'Connecting…', color: 'info' },
  streaming: { label: 'Streaming', color: 'primary' },
  stopping: { label: 'Stopping…', color: 'info' },
  finished: { label: 'Finished', color: 'primary' },
  failed: { label: 'Failed', color: 'error' },
};

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack sx={{ minWidth: 140 }}>
      <Typography variant="overline" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="h3" component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Where the transfer stands: phase, tracker and the chunk counts. */
export function TransferSummary({ snapshot }: { snapshot: TransferSnapshot }) {
  const phase = PHASES[snapshot.phase];
  const { tracker } = snapshot;
  return (
    <Paper component="section" aria-label="Transfer summary" sx={{ p: { xs: 2, md: 3 } }}>
      <PartErrorBoundary part="card">
        <Stack
          direction="row"
          sx={{ alignItems: 'center', mb: 2, gap: 1.5, flexWrap: 'wrap', minWidth: 0 }}
        >
          <Chip role="status" label={phase.label} color={phase.color} />
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {tracker ? `Tracker ${tracker.serialNumber} · ${tracker.boardName}` : 'No tracker yet'}
          </Typography>
        </Stack>
        <Stack component="dl" direction="row" sx={{ m: 0, gap: 3, flexWrap: 'wrap' }}>
          <Figure label="Chunks forwarded" value={snapshot.forwarded.toLocaleString('en')} />
          <Figure label="Waiting to be forwarded" value={snapshot.pending.toLocaleString('en')} />
          <Figure label="Warnings" value={snapshot.warningCount.toLocaleString('en')} />
        </Stack>
      </PartErrorBoundary>
    </Paper>
  );
}
