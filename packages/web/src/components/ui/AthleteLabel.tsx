import Stack from '@mui/material/Stack';
import { AthleteAvatar, type AvatarAthlete } from './AthleteAvatar';

/** An athlete as a table's first cell shows them: avatar and name. */
export function AthleteLabel({ athlete }: { athlete: AvatarAthlete }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25 }}>
      <AthleteAvatar athlete={athlete} size={28} />
      <span>{athlete.name}</span>
    </Stack>
  );
}
