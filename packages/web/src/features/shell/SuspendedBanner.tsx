import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { getConfig } from '../../lib/config';

/** Shown across the club area while the club is suspended (docs/product/shell-and-sessions.md §8). */
export function SuspendedBanner() {
  const { supportPhone, supportEmail } = getConfig();
  return (
    <Alert severity="error" variant="outlined" sx={{ bgcolor: '#fff5f5', borderRadius: 2 }}>
      <AlertTitle sx={{ fontWeight: 700 }}>Account Suspended</AlertTitle>
      To the club admin, athlete or staff member: this account has been temporarily suspended, for
      example because of overdue payments or the end of a contract. Until it is reactivated, no data
      can be uploaded and no sessions can be created. To reactivate it, contact support on{' '}
      <Link href={`tel:${supportPhone.replace(/\s+/g, '')}`}>{supportPhone}</Link> or at{' '}
      <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
    </Alert>
  );
}
