import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useDeferredValue, useLayoutEffect, useRef } from 'react';
import type { EditorAthlete } from '../model';
import { SEGMENT_EDITOR_TEXTS as TEXTS } from '../segmentEditorTexts';

export interface AthleteGridProps {
  athletes: readonly EditorAthlete[];
  checkedIds: ReadonlySet<string>;
  onToggle: (athleteId: string) => void;
  'aria-label': string;
}

const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: 1,
  maxHeight: 400,
  overflowY: 'auto',
} as const;
const LABEL_SX = { minWidth: 0, mr: 0 } as const;
const LABEL_SLOT_PROPS = { typography: { noWrap: true, variant: 'body2' } } as const;

interface AthleteCheckboxProps {
  athlete: EditorAthlete;
  checked: boolean;
  onToggle: (athleteId: string) => void;
}

/** One athlete's box: re-rendered only when its own tick changes. */
const AthleteCheckbox = memo(function AthleteCheckbox({
  athlete,
  checked,
  onToggle,
}: AthleteCheckboxProps) {
  return (
    <FormControlLabel
      label={athlete.name}
      slotProps={LABEL_SLOT_PROPS}
      sx={LABEL_SX}
      control={<Checkbox size="small" checked={checked} onChange={() => onToggle(athlete.id)} />}
    />
  );
});

/**
 * Athletes to tick, two columns, at most 400 px high (docs/product/dashboard-and-segments.md §9). The boxes mount in a
 * background render after the card appears (selecting a segment stays one short task).
 */
export function AthleteGrid({
  athletes,
  checkedIds,
  onToggle,
  'aria-label': ariaLabel,
}: AthleteGridProps) {
  const latestToggle = useRef(onToggle);
  useLayoutEffect(() => {
    latestToggle.current = onToggle;
  });
  const toggle = useCallback((athleteId: string) => latestToggle.current(athleteId), []);
  const shown = useDeferredValue(athletes, NO_ATHLETES);
  if (athletes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {TEXTS.noAthletes}
      </Typography>
    );
  }
  return (
    <Box role="group" aria-label={ariaLabel} sx={GRID_SX}>
      {shown.map((athlete) => (
        <AthleteCheckbox
          key={athlete.id}
          athlete={athlete}
          checked={checkedIds.has(athlete.id)}
          onToggle={toggle}
        />
      ))}
    </Box>
  );
}

const NO_ATHLETES: readonly EditorAthlete[] = [];
