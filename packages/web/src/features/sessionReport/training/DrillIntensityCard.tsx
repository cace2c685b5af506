import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UnitSystem } from '@touchline/domain';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AthleteLabel } from '../../../components/ui/AthleteLabel';
import { SectionCard } from '../../../components/ui/SectionCard';
import { ReportMessage } from '../report/ReportMessage';
import { reportQuery } from '../report/reportQuery';
import { DrillIntensityQuery } from './DrillIntensityQuery';
import { drillIntensityRows, type DrillIntensityRow } from './drillIntensityRows';
import { TRAINING_TEXTS } from './trainingTexts';

/**
 * 'Drill Intensity': did a drill reach match intensity? Each athlete's metres
 * per minute (all and high-intensity) in the chosen drill, and each as a
 * percentage of their best match peak for the drill's length. One drill is
 * read at a time.
 */
export function DrillIntensityCard({
  drills,
  athleteIds,
  unitSystem,
}: {
  /** The session's segments, in order; the card is not shown without any. */
  drills: readonly { id: string; title: string }[];
  /** The report's chosen athletes; null: everyone. */
  athleteIds: readonly string[] | null;
  unitSystem: UnitSystem;
}) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const drill = drills.find((segment) => segment.id === chosenId) ?? drills[0];
  const result = useQuery(DrillIntensityQuery, {
    variables: { segmentId: drill?.id ?? '' },
    skip: !drill,
  });
  const query = reportQuery(result);
  const selector = drill && (
    <TextField
      select
      size="small"
      label="Drill"
      value={drill.id}
      onChange={(event) => setChosenId(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      {drills.map((segment) => (
        <MenuItem key={segment.id} value={segment.id}>
          {segment.title}
        </MenuItem>
      ))}
    </TextField>
  );
  const segment = query.data?.segment;
  return (
    <SectionCard title="Drill Intensity" action={selector}>
      {!drill ? (
        <ReportMessage>{TRAINING_TEXTS.noDrills}</ReportMessage>
      ) : segment ? (
        <DrillIntensityTable
          title={segment.title}
          rows={drillIntensityRows(segment.segmentParticipations, athleteIds, unitSystem)}
        />
      ) : query.errorMessage ? (
        <ReportMessage severity="error">{query.errorMessage}</ReportMessage>
      ) : (
        <Skeleton variant="rounded" height={280} aria-label="Loading the drill" />
      )}
    </SectionCard>
  );
}

function DrillIntensityTable({ title, rows }: { title: string; rows: DrillIntensityRow[] }) {
  if (rows.length === 0) return <ReportMessage>{TRAINING_TEXTS.noData}</ReportMessage>;
  return (
    <>
      <TableContainer>
        <Table
          size="small"
          aria-label={`${title} against match peaks`}
          sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Athlete</TableCell>
              <TableCell align="right">Distance/min</TableCell>
              <TableCell align="right">Of match peak</TableCell>
              <TableCell align="right">High-Int./min</TableCell>
              <TableCell align="right">Of match peak</TableCell>
              <TableCell align="right">Peak window</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.athlete.id}>
                <TableCell>
                  <AthleteLabel athlete={row.athlete} />
                </TableCell>
                <TableCell align="right">{row.metresPerMinute ?? '-'}</TableCell>
                <TableCell align="right">{row.distanceOfPeak ?? '-'}</TableCell>
                <TableCell align="right">{row.highIntensityPerMinute ?? '-'}</TableCell>
                <TableCell align="right">{row.highIntensityOfPeak ?? '-'}</TableCell>
                <TableCell align="right">{row.comparedWith ?? 'No match yet'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {TRAINING_TEXTS.drillIntensityNote}
      </Typography>
    </>
  );
}
