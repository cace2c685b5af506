import Stack from '@mui/material/Stack';
import { createColumnHelper } from '@tanstack/react-table';
import { AthleteAvatar, type AvatarAthlete } from '../ui/AthleteAvatar';

/** The 'Athlete' column every athlete table starts with: avatar and name, sorted A to Z first. */
export function athleteNameColumn<Row extends { athlete: AvatarAthlete }>() {
  return createColumnHelper<Row>().accessor((row) => row.athlete.name, {
    id: 'athlete',
    header: 'Athlete',
    sortDescFirst: false,
    cell: ({ row }) => (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25 }}>
        <AthleteAvatar athlete={row.original.athlete} size={28} />
        <span>{row.original.athlete.name}</span>
      </Stack>
    ),
  });
}
