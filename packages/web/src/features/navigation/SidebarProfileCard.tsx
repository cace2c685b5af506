import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../gql';
import type { SidebarPersonFragment } from '../../gql/graphql';

graphql(`
  fragment SidebarPerson on Person {
    id
    name
    initials
    profilePicture {
      thumbnailUrl
    }
  }
`);

const truncate = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export interface SidebarProfileCardProps {
  person: SidebarPersonFragment;
  clubName: string;
  open: boolean;
}

/** Who is signed in and in which club; a click leads to the club picker. */
export function SidebarProfileCard({ person, clubName, open }: SidebarProfileCardProps) {
  return (
    <Tooltip title={open ? 'Switch club' : `${person.name} · ${clubName}`} placement="right">
      <ButtonBase
        component={RouterLink}
        to="/clubs"
        aria-label={`${person.name}, ${clubName}. Switch club`}
        sx={{
          mx: 1,
          p: open ? 1.25 : 0.75,
          gap: 1.5,
          borderRadius: 2,
          justifyContent: open ? 'flex-start' : 'center',
          bgcolor: 'rgba(255,255,255,0.06)',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.1)' },
        }}
      >
        <Avatar
          src={person.profilePicture?.thumbnailUrl}
          alt={person.name}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 14, fontWeight: 700 }}
        >
          {person.initials}
        </Avatar>
        {open && (
          <Box sx={{ minWidth: 0, textAlign: 'left' }}>
            <Box sx={{ ...truncate, color: '#fff', fontWeight: 600, fontSize: 14 }}>
              {person.name}
            </Box>
            <Box sx={{ ...truncate, color: 'rgba(255,255,255,0.6)', fontSize: 12 }}>{clubName}</Box>
          </Box>
        )}
      </ButtonBase>
    </Tooltip>
  );
}
