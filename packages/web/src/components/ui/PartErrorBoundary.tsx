import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { recordRenderError } from '../../lib/analytics/recordRenderError';
import { serverErrorMessage } from '../../lib/apollo/serverErrorMessage';

/** The parts of a page that fail on their own. */
export type PagePart = 'card' | 'chart';

export interface PartErrorBoundaryProps {
  part: PagePart;
  /** The fallback keeps the part's place, e.g. a chart's height in pixels. */
  minHeight?: number;
  /** A change of any of these tries the part again (e.g. a chart's new option). */
  resetKeys?: unknown[];
  children: ReactNode;
}

/**
 * Keeps one failing card or chart from taking the page down: in its place a
 * short notice (with the server's message when the server refused something,
 * never internals) and a way to try again.
 */
export function PartErrorBoundary({
  part,
  minHeight,
  resetKeys,
  children,
}: PartErrorBoundaryProps) {
  const fallbackRender = ({ error, resetErrorBoundary }: FallbackProps) => {
    const serverMessage = serverErrorMessage(error);
    return (
      <Box sx={{ minHeight, display: 'flex', alignItems: 'center' }}>
        <Alert
          severity="error"
          variant="outlined"
          sx={{ width: '100%' }}
          action={
            <Button color="inherit" size="small" onClick={resetErrorBoundary}>
              Try again
            </Button>
          }
        >
          This {part} could not be shown.{serverMessage && ` ${serverMessage}`}
        </Alert>
      </Box>
    );
  };
  return (
    <ErrorBoundary
      fallbackRender={fallbackRender}
      onError={(error) => recordRenderError(part, error)}
      resetKeys={resetKeys}
    >
      {children}
    </ErrorBoundary>
  );
}
