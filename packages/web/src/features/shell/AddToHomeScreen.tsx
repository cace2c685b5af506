import AddToHomeScreenRounded from '@mui/icons-material/AddToHomeScreenRounded';
import { Button } from '../../components/ui/Button';
import { useInstallApp } from '../../lib/install/installPrompt';

/** 'Add to home screen', where the browser offers to install the app (docs/product/athlete-app.md §4). */
export function AddToHomeScreen() {
  const install = useInstallApp();
  if (!install) return null;
  return (
    <Button
      variant="contained"
      color="primary"
      startIcon={<AddToHomeScreenRounded />}
      onClick={() => void install()}
      sx={{ minHeight: 48, color: 'secondary.main', fontWeight: 700 }}
    >
      Add to home screen
    </Button>
  );
}
