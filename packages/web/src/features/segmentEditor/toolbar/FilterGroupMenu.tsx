import FilterListRounded from '@mui/icons-material/FilterListRounded';
import Badge from '@mui/material/Badge';
import MuiButton from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMenuAnchor } from './useMenuAnchor';
import type { EditorAthleteGroup } from '../model';

export interface FilterGroupMenuProps {
  groups: readonly EditorAthleteGroup[];
  filteredGroupIds: ReadonlySet<string>;
  onToggle: (groupId: string) => void;
  onClear: () => void;
}

/** 'Filter by group': shows only the chosen groups' athletes; the badge counts the groups. */
export function FilterGroupMenu({
  groups,
  filteredGroupIds,
  onToggle,
  onClear,
}: FilterGroupMenuProps) {
  const menu = useMenuAnchor();
  return (
    <>
      <MuiButton
        size="small"
        disabled={groups.length === 0}
        startIcon={
          <Badge badgeContent={filteredGroupIds.size} color="primary">
            <FilterListRounded />
          </Badge>
        }
        onClick={(event) => menu.openAt(event.currentTarget)}
        aria-haspopup="menu"
      >
        Filter by group
      </MuiButton>
      {menu.mounted && (
        <Menu anchorEl={menu.anchor} open={menu.open} onClose={menu.close}>
          {groups.map((group) => (
            <MenuItem
              key={group.id}
              role="menuitemcheckbox"
              aria-checked={filteredGroupIds.has(group.id)}
              onClick={() => onToggle(group.id)}
            >
              <ListItemIcon>
                <Checkbox
                  size="small"
                  edge="start"
                  tabIndex={-1}
                  checked={filteredGroupIds.has(group.id)}
                />
              </ListItemIcon>
              <ListItemText primary={group.name} />
            </MenuItem>
          ))}
          <MenuItem disabled={filteredGroupIds.size === 0} onClick={onClear}>
            <ListItemText primary="Show all athletes" />
          </MenuItem>
        </Menu>
      )}
    </>
  );
}
