import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SEGMENT_EDITOR_TEXTS } from '../segmentEditorTexts';
import { EDITOR_SHORTCUTS } from './editorShortcuts';

/** 'Keyboard Shortcuts and Controls': every gesture and key of the editor. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle>{SEGMENT_EDITOR_TEXTS.shortcutsTitle}</DialogTitle>
      <DialogContent dividers>
        {EDITOR_SHORTCUTS.map(({ section, rows }) => (
          <section key={section} aria-label={section}>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5, mb: 0.5 }}>
              {section}
            </Typography>
            <Table size="small">
              <TableBody>
                {rows.map(([gesture, effect]) => (
                  <TableRow key={gesture}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '45%' }}>
                      {gesture}
                    </TableCell>
                    <TableCell>{effect}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>Close</MuiButton>
      </DialogActions>
    </Dialog>
  );
}
