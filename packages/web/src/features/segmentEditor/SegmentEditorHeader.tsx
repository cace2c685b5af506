import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ShortcutsDialog } from './dialogs/ShortcutsDialog';
import { formatClockTime } from './segmentListFormat';
import { SEGMENT_EDITOR_TEXTS as TEXTS } from './segmentEditorTexts';

export interface SegmentEditorHeaderProps {
  sessionId: string;
  startMs: number;
  endMs: number;
  dirty: boolean;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Back arrow, 'Training Session', the session's time range, 'Unsaved Changes' and the help. */
export function SegmentEditorHeader({
  sessionId,
  startMs,
  endMs,
  dirty,
}: SegmentEditorHeaderProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
      <IconButton
        component={RouterLink}
        to={`/sessions/${encodeURIComponent(sessionId)}`}
        aria-label="Back to the session"
      >
        <ArrowBackRounded />
      </IconButton>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" component="h1">
          {TEXTS.title}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {longDate.format(new Date(startMs))} · {formatClockTime(startMs)}-{formatClockTime(endMs)}
        </Typography>
      </Box>
      {dirty && <Chip label={TEXTS.unsavedChanges} color="warning" size="small" role="status" />}
      <Box sx={{ flex: 1 }} />
      <IconButton aria-label={TEXTS.shortcutsTitle} onClick={() => setHelpOpen(true)}>
        <InfoOutlined />
      </IconButton>
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Box>
  );
}
