import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { Fragment, type ReactNode } from 'react';
import { useMenuAnchor } from './useMenuAnchor';
import type { TimelineSetting, TimelineSettings } from '../timelineSettings';

export interface ToggleSection {
  title: string;
  /** Each entry switches one setting; `radio` entries only switch it when unchecked. */
  items: readonly {
    label: string;
    setting: TimelineSetting;
    checked?: (settings: TimelineSettings) => boolean;
    radio?: boolean;
  }[];
}

export interface ToggleListMenuProps {
  label: string;
  icon: ReactNode;
  sections: readonly ToggleSection[];
  settings: TimelineSettings;
  onToggle: (setting: TimelineSetting) => void;
}

/** An icon button opening a menu of toggles (the timeline's settings and sort options). */
export function ToggleListMenu({ label, icon, sections, settings, onToggle }: ToggleListMenuProps) {
  const menu = useMenuAnchor();
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => menu.openAt(event.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
      {menu.mounted && (
        <Menu anchorEl={menu.anchor} open={menu.open} onClose={menu.close}>
          {sections.map((section) => (
            <Fragment key={section.title}>
              <ListSubheader sx={{ lineHeight: '32px' }}>{section.title}</ListSubheader>
              {section.items.map((item) => {
                const checked = item.checked ? item.checked(settings) : settings.has(item.setting);
                return (
                  <MenuItem
                    key={item.label}
                    role={item.radio ? 'menuitemradio' : 'menuitemcheckbox'}
                    aria-checked={checked}
                    onClick={() => {
                      if (!item.radio || !checked) onToggle(item.setting);
                    }}
                  >
                    <ListItemIcon>
                      <Checkbox size="small" edge="start" tabIndex={-1} checked={checked} />
                    </ListItemIcon>
                    <ListItemText primary={item.label} />
                  </MenuItem>
                );
              })}
            </Fragment>
          ))}
        </Menu>
      )}
    </>
  );
}
