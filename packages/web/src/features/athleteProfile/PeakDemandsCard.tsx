import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDistance, type UnitSystem } from '@touchline/domain';
import { ProfileCard } from './ProfileCard';
import { PROFILE_TEXTS } from './profileTexts';

export interface ProfilePeakDemand {
  windowMinutes: number;
  distanceM: number;
  highIntensityDistanceM: number;
}

/** The athlete's best distance and high-intensity distance of the range, per window length. */
export function PeakDemandsCard({
  peaks,
  unitSystem,
}: {
  /** Undefined while loading. */
  peaks: readonly ProfilePeakDemand[] | undefined;
  unitSystem: UnitSystem;
}) {
  const none = peaks !== undefined && peaks.every((peak) => peak.distanceM === 0);
  return (
    <ProfileCard
      title={PROFILE_TEXTS.peaks}
      subtitle={PROFILE_TEXTS.peaksIntro}
      loading={!peaks}
      emptyText={none ? PROFILE_TEXTS.noPeaks : null}
      height={220}
    >
      <Table size="small" aria-label={PROFILE_TEXTS.peaks}>
        <TableHead>
          <TableRow>
            <TableCell>{PROFILE_TEXTS.window}</TableCell>
            <TableCell align="right">{PROFILE_TEXTS.distance}</TableCell>
            <TableCell align="right">{PROFILE_TEXTS.highIntensity}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {peaks?.map((peak) => (
            <TableRow key={peak.windowMinutes}>
              <TableCell component="th" scope="row">
                {peak.windowMinutes} min
              </TableCell>
              <TableCell align="right">{formatDistance(peak.distanceM, unitSystem)}</TableCell>
              <TableCell align="right">
                {formatDistance(peak.highIntensityDistanceM, unitSystem)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ProfileCard>
  );
}
