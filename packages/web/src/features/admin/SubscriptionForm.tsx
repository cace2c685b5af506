import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type {
  AdminClubFieldsFragment,
  SubscriptionKind,
  SubscriptionStatus,
} from '../../gql/graphql';
import { AdminSetSubscriptionMutation } from './adminMutations';
import { useAdminAction } from './useAdminAction';

const STATUSES: SubscriptionStatus[] = ['active', 'cancelled', 'paused', 'unpaid'];
const KINDS: SubscriptionKind[] = ['Chargebee', 'Manual', 'Stripe'];

/** The club's organisation's subscription: its status, kind and portal URL. */
export function SubscriptionForm({ club }: { club: AdminClubFieldsFragment }) {
  const act = useAdminAction();
  const [save, { loading }] = useMutation(AdminSetSubscriptionMutation);
  const [status, setStatus] = useState<SubscriptionStatus>(club.subscription?.status ?? 'active');
  const [kind, setKind] = useState<SubscriptionKind>(club.subscription?.kind ?? 'Manual');
  const [portalUrl, setPortalUrl] = useState(club.subscription?.subscriptionPortalUrl ?? '');
  const submit = () =>
    act(
      async () =>
        (
          await save({
            variables: { clubId: club.id, input: { status, kind, portalUrl: portalUrl || null } },
          })
        ).data?.adminSetSubscription,
      `${club.name}'s subscription is saved.`,
    );
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Subscription
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as SubscriptionStatus)}
          sx={{ minWidth: 140 }}
        >
          {STATUSES.map((each) => (
            <MenuItem key={each} value={each}>
              {each}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as SubscriptionKind)}
          sx={{ minWidth: 140 }}
        >
          {KINDS.map((each) => (
            <MenuItem key={each} value={each}>
              {each}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Portal URL"
          value={portalUrl}
          onChange={(event) => setPortalUrl(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" disabled={loading} onClick={() => void submit()}>
          Save Subscription
        </Button>
      </Stack>
    </>
  );
}
