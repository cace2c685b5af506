import { createColumnHelper } from '@tanstack/react-table';
import type { AvatarAthlete } from '../ui/AthleteAvatar';
import { AthleteLabel } from '../ui/AthleteLabel';

/** The 'Athlete' column every athlete table starts with: avatar and name, sorted A to Z first. */
export function athleteNameColumn<Row extends { athlete: AvatarAthlete }>() {
  return createColumnHelper<Row>().accessor((row) => row.athlete.name, {
    id: 'athlete',
    header: 'Athlete',
    sortDescFirst: false,
    cell: ({ row }) => <AthleteLabel athlete={row.original.athlete} />,
  });
}
