import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Alert from '@mui/material/Alert';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { downloadExport } from './downloadExport';
import type { MatchExportLink } from './matchExportLinks';

/** After a download starts the menu rests, so one click cannot start several exports. */
export const EXPORT_BLOCK_MS = 5_000;

/** The match report's 'Export' menu; null links while the match is loading. */
export function MatchExportMenu({ links }: { links: MatchExportLink[] | null }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const [blocked, setBlocked] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!blocked) return;
    const timer = setTimeout(() => setBlocked(false), EXPORT_BLOCK_MS);
    return () => clearTimeout(timer);
  }, [blocked]);

  const download = (link: MatchExportLink) => {
    setAnchor(null);
    setBlocked(true);
    downloadExport(link.url).catch((error: unknown) => {
      setErrorMessage(error instanceof Error ? error.message : 'The download failed.');
    });
  };

  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<FileDownloadOutlined />}
        endIcon={<KeyboardArrowDown />}
        disabled={!links || blocked}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {(links ?? []).map((link) => (
          <MenuItem key={link.url} onClick={() => download(link)}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
      <Snackbar
        open={errorMessage !== null}
        autoHideDuration={8_000}
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
