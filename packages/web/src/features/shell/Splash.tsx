import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { TouchlineLogo } from '../../components/ui/TouchlineLogo';
import { PitchBackground } from './PitchBackground';

/** Shown while the shell loads (docs/product/shell-and-sessions.md §2.5); an error, if any, sits above the logo. */
export function Splash({ errorMessage }: { errorMessage?: string }) {
  return (
    <PitchBackground>
      {errorMessage && (
        <Box sx={{ width: '100%', maxWidth: 480 }}>
          <ErrorBanner message={errorMessage} />
        </Box>
      )}
      <Box
        data-testid="splash"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}
      >
        <TouchlineLogo size={56} />
        {!errorMessage && (
          <LinearProgress
            aria-label="Loading Touchline"
            sx={{ width: 160, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.12)' }}
          />
        )}
      </Box>
    </PitchBackground>
  );
}
