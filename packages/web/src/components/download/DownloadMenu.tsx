import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useId, useState } from 'react';
import { Button } from '../ui/Button';
import { useSnackbar } from '../ui/useSnackbar';
import { downloadExport } from './downloadExport';

/** After a download starts the menu rests, so one click cannot start several (docs/product/dashboard-and-segments.md §9). */
export const DOWNLOAD_BLOCK_MS = 5_000;

export interface DownloadLink {
  label: string;
  url: string;
}

export interface DownloadMenuProps {
  /** The button's text, e.g. 'Export' or 'Download CSV'. */
  label: string;
  /** Null while what can be downloaded is not known yet: the button waits. */
  downloads: readonly DownloadLink[] | null;
}

/**
 * A button opening a menu of CSV downloads, each saved under the server's file name; a
 * refused download says why in the app's snackbar.
 */
export function DownloadMenu({ label, downloads }: DownloadMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const [blocked, setBlocked] = useState(false);
  const snackbar = useSnackbar();

  useEffect(() => {
    if (!blocked) return;
    const timer = setTimeout(() => setBlocked(false), DOWNLOAD_BLOCK_MS);
    return () => clearTimeout(timer);
  }, [blocked]);

  const download = (link: DownloadLink) => {
    setAnchor(null);
    setBlocked(true);
    downloadExport(link.url).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : 'The download failed.';
      snackbar.show({ type: 'error', message });
    });
  };

  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<FileDownloadOutlined />}
        endIcon={<KeyboardArrowDown />}
        disabled={!downloads || blocked}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {(downloads ?? []).map((link) => (
          <MenuItem key={link.url} onClick={() => download(link)}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
