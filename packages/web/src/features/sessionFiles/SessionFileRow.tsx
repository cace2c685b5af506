import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionFileFieldsFragment } from '../../gql/graphql';
import {
  formatFileSize,
  importStatusText,
  TRACK_FILE_FORMAT_LABELS,
} from '../../lib/importing/importTexts';

export interface SessionFileRowProps {
  file: SessionFileFieldsFragment;
  busy: boolean;
  onReprocess: () => void;
  onRemove: () => void;
}

/** One file of the session: name, format, size, each athlete's status; Re-process and Remove. */
export function SessionFileRow({ file, busy, onReprocess, onRemove }: SessionFileRowProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={file.fileName}
      sx={{ p: 1.5, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.fileName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {TRACK_FILE_FORMAT_LABELS[file.format]} · {formatFileSize(file.byteSize)}
        </Typography>
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {file.tracks.map((track) => (
            <Typography key={track.id} component="li" variant="body2">
              {track.athlete?.name ?? track.key}: {importStatusText(track.status, track.problem)}
            </Typography>
          ))}
        </Box>
      </Box>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Button size="small" disabled={busy} onClick={onReprocess}>
          Re-process
        </Button>
        <Button size="small" color="error" disabled={busy} onClick={onRemove}>
          Remove
        </Button>
      </Stack>
    </Paper>
  );
}
