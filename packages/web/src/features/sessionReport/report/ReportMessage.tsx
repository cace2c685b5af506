import Alert, { type AlertColor } from '@mui/material/Alert';

/** A state of a report part in words: an error, an empty state or a warning. */
export function ReportMessage({
  children,
  severity = 'info',
}: {
  children: string;
  severity?: AlertColor;
}) {
  return (
    <Alert
      severity={severity}
      variant="outlined"
      sx={{ borderRadius: 2, bgcolor: 'background.paper' }}
    >
      {children}
    </Alert>
  );
}
