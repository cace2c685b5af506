import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TouchlineLogo } from '../../components/ui/TouchlineLogo';
import { AddToHomeScreen } from './AddToHomeScreen';
import { PitchBackground } from './PitchBackground';
import { StoreLinks } from './StoreLinks';

/**
 * On a phone without a club: points to the app (docs/product/shell-and-sessions.md §2.5), offers
 * to install this one where the browser can, and goes on to the club picker in the browser.
 */
export function MobileSplash() {
  return (
    <PitchBackground>
      <TouchlineLogo size={44} />
      <Typography variant="h2" component="h1" sx={{ textAlign: 'center', mt: 2 }}>
        Download the Touchline app
      </Typography>
      <Typography sx={{ textAlign: 'center', maxWidth: 360, opacity: 0.85, lineHeight: 1.7 }}>
        To access your account on a mobile device download the app if you haven&apos;t already done
        so.
      </Typography>
      <StoreLinks />
      <AddToHomeScreen />
      <MuiButton
        component={RouterLink}
        to="/clubs"
        variant="outlined"
        sx={{ minHeight: 48, color: 'common.white', borderColor: 'rgba(255,255,255,0.5)' }}
      >
        Continue in the browser
      </MuiButton>
    </PitchBackground>
  );
}
