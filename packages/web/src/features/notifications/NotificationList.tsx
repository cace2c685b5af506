import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { formatDistanceToNowStrict } from 'date-fns';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { NotificationFieldsFragment } from '../../gql/graphql';

export interface NotificationListProps {
  notifications: readonly NotificationFieldsFragment[];
  unread: number;
  loading: boolean;
  errorMessage?: string;
  onRetry: () => void;
  onOpen: (notification: NotificationFieldsFragment) => void;
  onMarkRead: (notification: NotificationFieldsFragment) => void;
  onMarkAllRead: () => void;
  markingAll: boolean;
  /** Leaving for the settings page (the list closes). */
  onSettings: () => void;
  /** A close button, where the list fills the screen. */
  closeButton?: ReactNode;
}

/** The bell's list: a sentence each, linked to its page (docs/product/notifications.md). */
export function NotificationList(props: NotificationListProps) {
  const { unread, closeButton } = props;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          Notifications
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAllRounded />}
          disabled={unread === 0 || props.markingAll}
          onClick={props.onMarkAllRead}
          sx={{ minHeight: 44 }}
        >
          Mark all read
        </Button>
        <IconButton
          component={RouterLink}
          to="/settings/notifications"
          aria-label="Notification settings"
          onClick={props.onSettings}
          sx={{ width: 44, height: 44 }}
        >
          <SettingsRounded />
        </IconButton>
        {closeButton}
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>{body(props)}</Box>
    </Box>
  );
}

function body({
  notifications,
  loading,
  errorMessage,
  onRetry,
  onOpen,
  onMarkRead,
}: NotificationListProps) {
  if (loading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label="Loading notifications" />
      </Box>
    );
  if (errorMessage)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {errorMessage}
      </Alert>
    );
  if (notifications.length === 0)
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
        No notifications yet.
      </Typography>
    );
  return (
    <List disablePadding aria-label="Notifications">
      {notifications.map((notification) => (
        <ListItem
          key={notification.id}
          disablePadding
          divider
          secondaryAction={
            notification.readAt ? undefined : (
              <IconButton
                edge="end"
                aria-label={`Mark read: ${notification.sentence}`}
                onClick={() => onMarkRead(notification)}
                sx={{ width: 44, height: 44 }}
              >
                <DoneRounded />
              </IconButton>
            )
          }
        >
          <ListItemButton
            component={RouterLink}
            to={notification.path}
            onClick={() => onOpen(notification)}
            sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5, minHeight: 56 }}
          >
            <Box
              aria-hidden
              sx={{
                mt: 0.75,
                width: 8,
                height: 8,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: notification.readAt ? 'transparent' : 'primary.main',
              }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: notification.readAt ? 400 : 600, color: 'text.primary' }}
              >
                {notification.sentence}
                {notification.readAt ? (
                  ''
                ) : (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (unread)
                  </Box>
                )}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDistanceToNowStrict(new Date(notification.createdAt), { addSuffix: true })}
              </Typography>
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
