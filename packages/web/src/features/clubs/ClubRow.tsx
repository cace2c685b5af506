import ArrowForwardIosRounded from '@mui/icons-material/ArrowForwardIosRounded';
import Avatar from '@mui/material/Avatar';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { initialsOf } from '@touchline/domain';
import { graphql } from '../../gql';
import type { ClubRowFragment } from '../../gql/graphql';

graphql(`
  fragment ClubRow on Club {
    id
    name
    sportDefinition {
      id
      isIndoor
    }
  }
`);

export interface ClubRowProps {
  club: ClubRowFragment;
  selected: boolean;
  onPick: (club: ClubRowFragment) => void;
}

/** One club in the picker: initials, name and an arrow. */
export function ClubRow({ club, selected, onPick }: ClubRowProps) {
  return (
    <ListItemButton
      selected={selected}
      onClick={() => onPick(club)}
      sx={{ borderRadius: 2, py: 1.25, '&.Mui-selected': { bgcolor: 'rgba(31, 181, 122, 0.1)' } }}
    >
      <ListItemAvatar>
        <Avatar
          sx={{ bgcolor: 'secondary.main', color: 'common.white', fontWeight: 700, fontSize: 15 }}
        >
          {initialsOf(club.name)}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={club.name}
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        secondary={club.sportDefinition.isIndoor ? 'Indoor' : 'Outdoor'}
      />
      <ArrowForwardIosRounded fontSize="small" sx={{ color: 'text.secondary' }} />
    </ListItemButton>
  );
}
