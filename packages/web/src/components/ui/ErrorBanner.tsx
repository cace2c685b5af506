import Alert from '@mui/material/Alert';

/** A red banner with the error's own message text. */
export function ErrorBanner({ message }: { message: string }) {
  return (
    <Alert severity="error" variant="filled" sx={{ borderRadius: 2 }}>
      {message}
    </Alert>
  );
}
