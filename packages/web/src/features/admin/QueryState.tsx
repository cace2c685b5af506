import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorBanner } from '../../components/ui/ErrorBanner';

/** A table's loading skeleton, its error, its empty text, or the table itself. */
export function QueryState({
  loading,
  error,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  error?: { message: string } | null;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (error) return <ErrorBanner message={error.message} />;
  if (loading && empty) {
    return (
      <Stack spacing={1} aria-label="Loading" role="progressbar">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  }
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children}</>;
}
