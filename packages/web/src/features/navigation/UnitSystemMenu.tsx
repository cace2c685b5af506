import StraightenRounded from '@mui/icons-material/StraightenRounded';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@apollo/client/react';
import { UNIT_SYSTEMS, type UnitSystem } from '@touchline/domain';
import { useState } from 'react';
import { mutationErrorText } from '../../lib/mutationErrors';
import { UpdateUnitSystemMutation } from '../../lib/units/UnitSystemQuery';
import { UNIT_SYSTEM_LABELS } from '../../lib/units/unitSystemLabels';
import { useUnitSystem } from '../../lib/units/useUnitSystem';
import { SidebarNavItem } from './SidebarNavItem';

/** The sidebar entry where a person picks the units of every screen and download. */
export function UnitSystemMenu({ open }: { open: boolean }) {
  const current = useUnitSystem();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [update, { data, error }] = useMutation(UpdateUnitSystemMutation);
  const failure = error?.message ?? mutationErrorText(data?.updateUnitSystem.errors);
  const choose = (unitSystem: UnitSystem) => {
    setAnchor(null);
    if (unitSystem !== current) void update({ variables: { unitSystem } }).catch(() => undefined);
  };
  return (
    <>
      <SidebarNavItem
        label={failure ? `Units: ${failure}` : 'Units'}
        icon={StraightenRounded}
        open={open}
        onClick={(event) => setAnchor(event.currentTarget as HTMLElement)}
      />
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ list: { 'aria-label': 'Units' } }}
      >
        {UNIT_SYSTEMS.map((unitSystem) => (
          <MenuItem
            key={unitSystem}
            selected={unitSystem === current}
            onClick={() => choose(unitSystem)}
          >
            {UNIT_SYSTEM_LABELS[unitSystem]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
