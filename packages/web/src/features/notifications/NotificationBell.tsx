import CloseRounded from '@mui/icons-material/CloseRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import Badge from '@mui/material/Badge';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { NotificationList } from './NotificationList';
import { useNotifications } from './useNotifications';

/**
 * The bell in the app bar: the unread count, and the list of notifications
 * (a popover; the whole screen on a phone). Live over the cable.
 */
export function NotificationBell() {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const state = useNotifications();
  const close = () => setOpen(false);
  const label =
    state.unread > 0 ? `Notifications, ${state.unread} unread` : 'Notifications, none unread';

  const list = (
    <NotificationList
      notifications={state.notifications}
      unread={state.unread}
      loading={state.loading}
      errorMessage={state.error?.message}
      onRetry={() => void state.refetch()}
      onOpen={(notification) => {
        void state.markRead(notification);
        close();
      }}
      onMarkRead={(notification) => void state.markRead(notification)}
      onMarkAllRead={() => void state.markAllRead()}
      markingAll={state.markingAll}
      onSettings={close}
      closeButton={
        phone ? (
          <IconButton
            aria-label="Close notifications"
            onClick={close}
            sx={{ width: 44, height: 44 }}
          >
            <CloseRounded />
          </IconButton>
        ) : undefined
      }
    />
  );

  return (
    <>
      <IconButton
        ref={setAnchor}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ width: 44, height: 44 }}
      >
        <Badge badgeContent={state.unread} color="error" max={99} data-testid="notification-count">
          <NotificationsRounded />
        </Badge>
      </IconButton>
      {phone ? (
        <Dialog fullScreen open={open} onClose={close} aria-label="Notifications">
          {list}
        </Dialog>
      ) : (
        <Popover
          open={open}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { width: 400, maxHeight: 520, display: 'flex' } } }}
        >
          {list}
        </Popover>
      )}
    </>
  );
}
