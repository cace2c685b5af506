import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** Where the browser cannot reach Bluetooth devices: why, and what to use instead. */
export function NoWebBluetoothNotice() {
  const secure = window.isSecureContext;
  return (
    <Alert severity="info" variant="outlined" sx={{ maxWidth: 720 }}>
      <AlertTitle>This browser cannot talk to Bluetooth trackers</AlertTitle>
      {secure
        ? 'Transferring diagnostics needs Web Bluetooth, which this browser does not offer. '
        : 'Web Bluetooth only works on pages served over https (or from this computer). '}
      Open Touchline in Google Chrome or Microsoft Edge on a computer with Bluetooth (Windows,
      macOS, Linux or ChromeOS), or in Chrome on Android, to transfer a tracker’s diagnostics.
    </Alert>
  );
}
