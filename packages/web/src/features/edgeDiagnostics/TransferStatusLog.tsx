import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import type { TransferLogEntry } from './protocol/TransferLog';
import { PartErrorBoundary } from '../../components/ui/PartErrorBoundary';
import { LOG_ROW_HEIGHT, TransferLogLine } from './TransferLogLine';
const VIEW_HEIGHT = 420;
const OVERSCAN = 10;

export interface TransferStatusLogProps {
  entries: readonly TransferLogEntry[];
  entryCount: number;
}

/**
 * Every step, chunk, warning and error of the transfer. Only the rows in view
 * are rendered, so thousands of lines stay fluid; it follows the newest line
 * unless the person has scrolled up to read.
 */
export function TransferStatusLog({ entries, entryCount }: TransferStatusLogProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [scrollTop, setScrollTop] = useState(0);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [entryCount]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    following.current =
      element.scrollTop + element.clientHeight >= element.scrollHeight - LOG_ROW_HEIGHT;
    setScrollTop(element.scrollTop);
  };

  const first = Math.max(0, Math.floor(scrollTop / LOG_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(
    entryCount,
    Math.ceil((scrollTop + VIEW_HEIGHT) / LOG_ROW_HEIGHT) + OVERSCAN,
  );
  const rows: number[] = [];
  for (let index = first; index < last; index++) rows.push(index);

  return (
    <Paper component="section" aria-labelledby="transfer-status-log" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="transfer-status-log" variant="h3" component="h2" sx={{ mb: 2 }}>
        Status log ({entryCount.toLocaleString('en')} lines)
      </Typography>
      <PartErrorBoundary part="card">
        <Box
          ref={viewport}
          role="log"
          aria-labelledby="transfer-status-log"
          // The summary announces progress; reading every chunk aloud would drown it.
          aria-live="off"
          tabIndex={0}
          onScroll={onScroll}
          sx={{
            height: VIEW_HEIGHT,
            overflowY: 'auto',
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box sx={{ position: 'relative', height: entryCount * LOG_ROW_HEIGHT }}>
            {rows.map((index) => (
              <TransferLogLine key={index} entry={entries[index]!} top={index * LOG_ROW_HEIGHT} />
            ))}
          </Box>
        </Box>
      </PartErrorBoundary>
    </Paper>
  );
}
