import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../components/ui/SectionCard';

export interface SessionWarning {
  id: string;
  message: string;
  athlete: { id: string; name: string } | null;
}

/** Every processing warning of the session, for staff (docs/product/importing.md §5). */
export function ProcessingWarningsPanel({
  warnings,
  errorMessage,
}: {
  /** Null while they load. */
  warnings: readonly SessionWarning[] | null;
  errorMessage: string | null;
}) {
  return (
    <SectionCard title="Processing warnings" headingLevel={2}>
      {errorMessage && !warnings ? (
        <Alert severity="error">{errorMessage}</Alert>
      ) : !warnings ? (
        <Skeleton variant="rounded" height={48} aria-label="Loading the warnings" />
      ) : warnings.length === 0 ? (
        <Typography color="text.secondary">No processing warnings.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Processing warnings"
          sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {warnings.map((warning) => (
            <Alert
              key={warning.id}
              component="li"
              role="listitem"
              severity="warning"
              sx={{ listStyle: 'none' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {warning.athlete?.name ?? 'Whole session'}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {warning.message}
              </Typography>
            </Alert>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
