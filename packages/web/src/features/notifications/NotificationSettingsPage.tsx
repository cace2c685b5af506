import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { mutationErrorText } from '../../lib/mutationErrors';
import {
  NotificationSettingsQuery,
  SubscribeToPushMutation,
  UpdateNotificationPreferenceMutation,
} from './NotificationSettingsQuery';
import { PUSH_MESSAGES, subscribeThisDevice } from './pushOnThisDevice';

const EMAIL_OFF = 'E-mail is not set up on this server.';
const PUSH_OFF = 'Push notifications are not set up on this server.';

/** Which notifications reach the person by e-mail and push (docs/product/notifications.md). */
export function NotificationSettingsPage() {
  const { data, loading, error, refetch } = useQuery(NotificationSettingsQuery);
  const [update] = useMutation(UpdateNotificationPreferenceMutation);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(
    null,
  );

  if (loading && !data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading notification settings" />
      </Box>
    );
  if (!data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {error?.message ?? 'The settings could not be loaded.'}
      </Alert>
    );

  const { emailAvailable, pushAvailable, preferences } = data.notificationSettings;
  const choose = async ({ type, email, push }: (typeof preferences)[number]) => {
    const answer = await update({
      variables: { input: { type, email, push } },
      // The list shows the saved choice (a preference has no id to be found by).
      update: (cache, { data: saved }) => {
        const preference = saved?.updateNotificationPreference.preference;
        if (!preference) return;
        cache.updateQuery({ query: NotificationSettingsQuery }, (current) =>
          current
            ? {
                ...current,
                notificationSettings: {
                  ...current.notificationSettings,
                  preferences: current.notificationSettings.preferences.map((each) =>
                    each.type === preference.type ? preference : each,
                  ),
                },
              }
            : current,
        );
      },
    });
    const refused =
      mutationErrorText(answer.data?.updateNotificationPreference.errors) ?? answer.error?.message;
    setMessage(refused ? { severity: 'error', text: refused } : null);
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        Notifications
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every notification is shown in the app. Choose which also reach you by e-mail and by push.
      </Typography>
      {!emailAvailable && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {EMAIL_OFF}
        </Alert>
      )}
      {!pushAvailable && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {PUSH_OFF}
        </Alert>
      )}
      {message && (
        <Alert severity={message.severity} sx={{ mb: 1 }} role="status">
          {message.text}
        </Alert>
      )}
      {pushAvailable && data.vapidPublicKey && (
        <PushOnThisDevice vapidPublicKey={data.vapidPublicKey} onMessage={setMessage} />
      )}
      <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {preferences.map((preference) => (
          <Box
            component="li"
            key={preference.type}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Typography sx={{ flex: '1 1 220px' }}>{preference.label}</Typography>
            <FormControlLabel
              label="E-mail"
              control={
                <Switch
                  checked={preference.email}
                  disabled={!emailAvailable}
                  onChange={(event) => void choose({ ...preference, email: event.target.checked })}
                  slotProps={{ input: { 'aria-label': `E-mail: ${preference.label}` } }}
                />
              }
            />
            <FormControlLabel
              label="Push"
              control={
                <Switch
                  checked={preference.push}
                  disabled={!pushAvailable}
                  onChange={(event) => void choose({ ...preference, push: event.target.checked })}
                  slotProps={{ input: { 'aria-label': `Push: ${preference.label}` } }}
                />
              }
            />
          </Box>
        ))}
      </Paper>
    </Box>
  );
}

function PushOnThisDevice({
  vapidPublicKey,
  onMessage,
}: {
  vapidPublicKey: string;
  onMessage: (message: { severity: 'error' | 'success'; text: string }) => void;
}) {
  const [subscribe] = useMutation(SubscribeToPushMutation);
  const [busy, setBusy] = useState(false);
  const enable = async () => {
    setBusy(true);
    try {
      const outcome = await subscribeThisDevice(vapidPublicKey);
      if (outcome.kind !== 'subscribed') {
        onMessage({ severity: 'error', text: PUSH_MESSAGES[outcome.kind] });
        return;
      }
      const answer = await subscribe({ variables: { subscription: outcome.subscription } });
      const refused =
        mutationErrorText(answer.data?.subscribeToPush.errors) ?? answer.error?.message;
      onMessage(
        refused
          ? { severity: 'error', text: refused }
          : { severity: 'success', text: 'Push is on for this device.' },
      );
    } catch (failure) {
      onMessage({ severity: 'error', text: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" disabled={busy} onClick={() => void enable()} sx={{ minHeight: 44 }}>
      Enable push on this device
    </Button>
  );
}
