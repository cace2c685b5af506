import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { ElementType, MouseEventHandler } from 'react';
import { NavLink } from 'react-router';

export interface SidebarNavItemProps {
  label: string;
  icon: ElementType;
  open: boolean;
  /** In-app route ... */
  to?: string;
  /** ... or an external address ... */
  href?: string;
  /** ... or an action. */
  onClick?: MouseEventHandler;
}

const itemSx = {
  mx: 1,
  my: 0.25,
  px: 1.5,
  minHeight: 42,
  borderRadius: 2,
  color: 'rgba(255,255,255,0.78)',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 0 },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.07)', color: '#fff' },
  '&.active': {
    bgcolor: 'rgba(31,181,122,0.16)',
    color: '#fff',
    boxShadow: 'inset 3px 0 0 #1fb57a',
    '& .MuiListItemIcon-root': { color: '#1fb57a' },
  },
} as const;

/** A sidebar entry; collapsed, it shows its icon with the label as a tooltip. */
export function SidebarNavItem({
  label,
  icon: Icon,
  open,
  to,
  href,
  onClick,
}: SidebarNavItemProps) {
  const linkProps = to
    ? { component: NavLink, to }
    : href
      ? { component: 'a', href, target: '_blank', rel: 'noopener noreferrer' }
      : { onClick };
  return (
    <Tooltip title={open ? '' : label} placement="right" disableInteractive>
      <ListItemButton
        {...linkProps}
        aria-label={open ? undefined : label}
        sx={{ ...itemSx, justifyContent: open ? 'flex-start' : 'center' }}
      >
        <ListItemIcon sx={{ mr: open ? 1.5 : 0 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {open && (
          <ListItemText
            primary={label}
            slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500, whiteSpace: 'nowrap' } } }}
          />
        )}
      </ListItemButton>
    </Tooltip>
  );
}
