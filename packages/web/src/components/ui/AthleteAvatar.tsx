import Avatar from '@mui/material/Avatar';
import { graphql } from '../../gql';

/** What every list, table and chart shows of an athlete: the avatar's fields and the id. */
graphql(`
  fragment AthleteAvatar on Athlete {
    id
    name
    initials
    profilePicture {
      thumbnailUrl
    }
  }
`);

export interface AvatarAthlete {
  name: string;
  initials: string;
  profilePicture?: { thumbnailUrl: string } | null;
}

/** An athlete's picture, or their initials when they have none. */
export function AthleteAvatar({ athlete, size = 28 }: { athlete: AvatarAthlete; size?: number }) {
  const picture = athlete.profilePicture?.thumbnailUrl;
  return (
    <Avatar
      src={picture}
      alt={picture ? athlete.name : undefined}
      sx={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        fontWeight: 600,
        bgcolor: 'primary.light',
        color: 'primary.contrastText',
      }}
    >
      {athlete.initials}
    </Avatar>
  );
}
