import BluetoothIcon from '@mui/icons-material/Bluetooth';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Before the first transfer: what pressing the button will do. */
export function NoTransferYet() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 5, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'transparent' }}
    >
      <BluetoothIcon color="disabled" sx={{ fontSize: 40, mb: 1 }} />
      <Typography variant="h3" component="h2" gutterBottom>
        No transfer yet
      </Typography>
      <Typography color="text.secondary">
        Wake the tracker, press Transfer Memfault Diagnostics and pick it in the browser’s Bluetooth
        window. The status log of the transfer appears here.
      </Typography>
    </Paper>
  );
}
