import Typography from '@mui/material/Typography';
import { TouchlineLogo } from '../../components/ui/TouchlineLogo';
import { PitchBackground } from './PitchBackground';
import { StoreLinks } from './StoreLinks';

/** On a phone without a club: points to the companion app (docs/product/shell-and-sessions.md §2.5). */
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
    </PitchBackground>
  );
}
