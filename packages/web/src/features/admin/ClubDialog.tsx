import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useMutation } from '@apollo/client/react';
import type { AdminClubFieldsFragment, FeatureName } from '../../gql/graphql';
import { AdminSetClubSuspendedMutation, AdminSetFeatureSwitchMutation } from './adminMutations';
import { SubscriptionForm } from './SubscriptionForm';
import { useAdminAction } from './useAdminAction';

/** One club's suspension, subscription and feature switches; each change applies at once. */
export function ClubDialog({
  club,
  onClose,
}: {
  club: AdminClubFieldsFragment;
  onClose: () => void;
}) {
  const act = useAdminAction();
  const [setSuspended] = useMutation(AdminSetClubSuspendedMutation);
  const [setFeature] = useMutation(AdminSetFeatureSwitchMutation);
  const suspend = (suspended: boolean) =>
    act(
      async () =>
        (await setSuspended({ variables: { clubId: club.id, suspended } })).data
          ?.adminSetClubSuspended,
      suspended ? `${club.name} is suspended.` : `${club.name} is active again.`,
    );
  const switchFeature = (name: FeatureName, enabled: boolean) =>
    act(
      async () =>
        (await setFeature({ variables: { clubId: club.id, name, enabled } })).data
          ?.adminSetFeatureSwitch,
      `${name} is ${enabled ? 'on' : 'off'} for ${club.name}.`,
    );
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="club-dialog-title">
      <DialogTitle id="club-dialog-title">{club.name}</DialogTitle>
      <DialogContent>
        <FormControlLabel
          control={
            <Switch
              checked={club.suspended}
              onChange={(event) => void suspend(event.target.checked)}
            />
          }
          label="Suspended"
        />
        <Divider sx={{ my: 2 }} />
        <SubscriptionForm club={club} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Feature Switches
        </Typography>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
          {club.featureSwitches.map((feature) => (
            <FormControlLabel
              key={feature.name}
              control={
                <Switch
                  size="small"
                  checked={feature.enabled}
                  onChange={(event) => void switchFeature(feature.name, event.target.checked)}
                />
              }
              label={feature.name}
            />
          ))}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
