import GroupsRounded from '@mui/icons-material/GroupsRounded';
import MuiButton from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMenuAnchor } from './useMenuAnchor';
import type { EditorAthleteGroup } from '../model';
import { groupSelection } from './athleteGroupSelection';

export interface SelectGroupMenuProps {
  groups: readonly EditorAthleteGroup[];
  sessionAthleteIds: ReadonlySet<string>;
  selectedIds: ReadonlySet<string>;
  disabled: boolean;
  onSetSelected: (athleteIds: readonly string[], selected: boolean) => void;
}

/** 'Select group': ticks or unticks a group's athletes; each group shows selected/total. */
export function SelectGroupMenu({
  groups,
  sessionAthleteIds,
  selectedIds,
  disabled,
  onSetSelected,
}: SelectGroupMenuProps) {
  const menu = useMenuAnchor();
  return (
    <>
      <MuiButton
        size="small"
        startIcon={<GroupsRounded />}
        disabled={disabled || groups.length === 0}
        onClick={(event) => menu.openAt(event.currentTarget)}
        aria-haspopup="menu"
      >
        Select group
      </MuiButton>
      {menu.mounted && (
        <Menu anchorEl={menu.anchor} open={menu.open} onClose={menu.close}>
          {groups.map((group) => {
            const selection = groupSelection(group.athleteIds, sessionAthleteIds, selectedIds);
            return (
              <MenuItem
                key={group.id}
                role="menuitemcheckbox"
                aria-checked={
                  selection.state === 'some'
                    ? 'mixed'
                    : selection.state === 'all'
                      ? 'true'
                      : 'false'
                }
                disabled={selection.total === 0}
                onClick={() => onSetSelected(selection.athleteIds, selection.state !== 'all')}
              >
                <ListItemIcon>
                  <Checkbox
                    size="small"
                    edge="start"
                    tabIndex={-1}
                    checked={selection.state === 'all'}
                    indeterminate={selection.state === 'some'}
                    sx={{
                      color: group.colour,
                      '&.Mui-checked, &.MuiCheckbox-indeterminate': { color: group.colour },
                    }}
                  />
                </ListItemIcon>
                <ListItemText primary={group.name} />
                <ListItemText
                  primary={`${selection.selected}/${selection.total}`}
                  sx={{ textAlign: 'right', ml: 2, flex: 'none' }}
                />
              </MenuItem>
            );
          })}
        </Menu>
      )}
    </>
  );
}
