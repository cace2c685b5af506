import Avatar from '@mui/material/Avatar';

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
