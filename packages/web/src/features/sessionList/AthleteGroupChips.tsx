import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

interface GroupOfAthletes {
  id: string;
  name: string;
  colour: string;
  athletes: readonly { id: string }[];
}

export interface AthleteGroupChipsProps {
  groups: readonly GroupOfAthletes[];
  sessionAthleteIds: readonly string[];
  selectedIds: readonly string[];
  onSelect: (athleteIds: readonly string[]) => void;
}

/** Quick selection of a group's athletes who took part in the session. */
export function AthleteGroupChips({
  groups,
  sessionAthleteIds,
  selectedIds,
  onSelect,
}: AthleteGroupChipsProps) {
  const present = new Set(sessionAthleteIds);
  const selected = new Set(selectedIds);
  const choices = groups
    .map((group) => ({
      group,
      memberIds: group.athletes.map((athlete) => athlete.id).filter((id) => present.has(id)),
    }))
    .filter(({ memberIds }) => memberIds.length > 0);
  if (choices.length === 0) return null;

  return (
    <Box
      role="group"
      aria-label="Select a group"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, px: 2, pb: 1 }}
    >
      {choices.map(({ group, memberIds }) => {
        const active =
          memberIds.length === selected.size && memberIds.every((id) => selected.has(id));
        return (
          <Chip
            key={group.id}
            size="small"
            label={group.name}
            variant={active ? 'filled' : 'outlined'}
            aria-pressed={active}
            onClick={() => onSelect(active ? [] : memberIds)}
            icon={
              <Box
                component="span"
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: group.colour,
                  ml: '8px !important',
                }}
              />
            }
          />
        );
      })}
    </Box>
  );
}
