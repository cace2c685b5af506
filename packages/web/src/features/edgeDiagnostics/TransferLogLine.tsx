import Box from '@mui/material/Box';
import type { TransferLogEntry, TransferLogKind } from './protocol/TransferLog';

const COLOURS: Record<TransferLogKind, string> = {
  step: 'text.primary',
  chunk: 'text.secondary',
  retry: 'warning.dark',
  warning: 'warning.dark',
  error: 'error.main',
};

const LABELS: Record<TransferLogKind, string> = {
  step: '',
  chunk: '',
  retry: 'Retry',
  warning: 'Warning',
  error: 'Error',
};

export const LOG_ROW_HEIGHT = 28;

const time = (at: number) =>
  new Date(at).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });

/** One line of the status log, placed by the virtualised list. */
export function TransferLogLine({ entry, top }: { entry: TransferLogEntry; top: number }) {
  const label = LABELS[entry.kind];
  return (
    <Box
      data-kind={entry.kind}
      title={entry.text}
      sx={{
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        height: LOG_ROW_HEIGHT,
        px: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 13,
        color: COLOURS[entry.kind],
        fontWeight: entry.kind === 'step' || entry.kind === 'error' ? 600 : 400,
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="span" sx={{ color: 'text.disabled', flexShrink: 0 }}>
        {time(entry.at)}
      </Box>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {label && `${label}: `}
        {entry.text}
      </Box>
    </Box>
  );
}
