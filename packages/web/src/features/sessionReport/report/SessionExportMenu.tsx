import Alert from '@mui/material/Alert';
import { DownloadMenu, type DownloadLink } from '../../../components/download/DownloadMenu';

export interface SessionExportMenuProps {
  /** Export on Session, as the server's policy answered. */
  permission: { permitted: boolean; errorMessage: string | null };
  /** The button's text: 'Export' (match) or 'Download CSV' (training). */
  label: string;
  /** Null while the session is loading. */
  downloads: readonly DownloadLink[] | null;
}

/** A report's CSV downloads, only for those who may export the session. */
export function SessionExportMenu({ permission, label, downloads }: SessionExportMenuProps) {
  if (permission.errorMessage) {
    return <Alert severity="error">Error: {permission.errorMessage}</Alert>;
  }
  if (!permission.permitted) return null;
  return <DownloadMenu label={label} downloads={downloads} />;
}
