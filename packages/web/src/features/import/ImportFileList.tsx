import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { importFileRowStatus, type ImportFileRow, type RowTone } from './importFileRows';

export interface ImportFileListProps {
  rows: readonly ImportFileRow[];
  /** Rows have 'Remove' until 'Process' is pressed. */
  removable: boolean;
  onRemove: (row: ImportFileRow) => void;
  onMapColumns: (row: ImportFileRow) => void;
}

const TONE_COLOURS: Record<RowTone, string> = {
  progress: 'text.secondary',
  ready: 'text.primary',
  done: 'success.main',
  warning: 'warning.dark',
  error: 'error.main',
};

/** A row a file (docs/product/importing.md §2): its name, its progress, what was read or why not. */
export function ImportFileList({ rows, removable, onRemove, onMapColumns }: ImportFileListProps) {
  return (
    <Box component="ul" aria-label="Files" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => {
        const status = importFileRowStatus(row);
        return (
          <Paper
            key={row.key}
            component="li"
            variant="outlined"
            aria-label={row.fileName}
            sx={{ listStyle: 'none', p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.fileName}
              </Typography>
              <Typography
                variant="body2"
                role={status.tone === 'error' ? 'alert' : undefined}
                sx={{ color: TONE_COLOURS[status.tone], overflowWrap: 'anywhere' }}
              >
                {status.text}
              </Typography>
              {status.percent !== null && (
                <LinearProgress
                  variant="determinate"
                  value={status.percent}
                  aria-label={`${row.fileName}: ${status.text}`}
                  sx={{ mt: 0.75, borderRadius: 1 }}
                />
              )}
            </Box>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
              {status.mappable && removable && (
                <Button size="small" onClick={() => onMapColumns(row)}>
                  Map columns
                </Button>
              )}
              {removable && (
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove ${row.fileName}`}
                  onClick={() => onRemove(row)}
                >
                  Remove
                </Button>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}
