import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/ui/Button';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { TouchlineLogo } from '../../components/ui/TouchlineLogo';
import { PitchBackground } from './PitchBackground';
import { AddToHomeScreen } from './AddToHomeScreen';
import { StoreLinks } from './StoreLinks';

export interface MobileWelcomeProps {
  onLogOut: () => void;
  errorMessage?: string;
}

/** A subscriber without a club uses the mobile app only (docs/product/shell-and-sessions.md §2.4). */
export function MobileWelcome({ onLogOut, errorMessage }: MobileWelcomeProps) {
  return (
    <PitchBackground>
      {errorMessage && (
        <Box sx={{ width: '100%', maxWidth: 480 }}>
          <ErrorBanner message={errorMessage} />
        </Box>
      )}
      <TouchlineLogo size={44} />
      <Typography variant="h2" component="h1" sx={{ textAlign: 'center', mt: 2 }}>
        Welcome to Touchline
      </Typography>
      <Typography sx={{ textAlign: 'center', maxWidth: 380, opacity: 0.85, lineHeight: 1.7 }}>
        Thanks! You&apos;re now ready to get the EDGE. Sign in via the mobile app, available on
        Android or iOS.
      </Typography>
      <StoreLinks />
      <AddToHomeScreen />
      <Button
        variant="outlined"
        onClick={onLogOut}
        sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.5)', mt: 1 }}
      >
        Log out
      </Button>
    </PitchBackground>
  );
}
