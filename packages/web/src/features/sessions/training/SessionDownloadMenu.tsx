import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Alert from '@mui/material/Alert';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { downloadExport } from '../match/downloadExport';

/** After a click further downloads rest this long (spec 03 §9). */
export const DOWNLOAD_BLOCK_MS = 5_000;

const DOWNLOADS = [
  { label: 'Overview Metrics', file: 'metrics.csv' },
  { label: 'Distance Profile', file: 'distance_profile.csv' },
] as const;

export interface SessionDownloadMenuProps {
  sessionId: string;
  permission: { permitted: boolean; errorMessage: string | null };
}

/** 'Download CSV': the session's overview metrics and distance profile, for those allowed. */
export function SessionDownloadMenu({ sessionId, permission }: SessionDownloadMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!blocked) return;
    const timer = setTimeout(() => setBlocked(false), DOWNLOAD_BLOCK_MS);
    return () => clearTimeout(timer);
  }, [blocked]);

  if (permission.errorMessage) {
    return <Alert severity="error">Error: {permission.errorMessage}</Alert>;
  }
  if (!permission.permitted) return null;

  const download = (file: string) => {
    setAnchor(null);
    setBlocked(true);
    setErrorMessage(null);
    downloadExport(`/api/export/training_sessions/${encodeURIComponent(sessionId)}/${file}`).catch(
      (error: unknown) =>
        setErrorMessage(error instanceof Error ? error.message : 'The download failed.'),
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<FileDownloadOutlined />}
        endIcon={<KeyboardArrowDown />}
        disabled={blocked}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Download CSV
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {DOWNLOADS.map(({ label, file }) => (
          <MenuItem key={file} onClick={() => download(file)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
      <Snackbar
        open={errorMessage !== null}
        onClose={() => setErrorMessage(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setErrorMessage(null)}>
          {errorMessage}
        </Alert>
      </Snackbar>
    </>
  );
}
