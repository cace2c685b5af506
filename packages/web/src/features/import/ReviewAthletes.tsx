import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { formatClubDate } from '../../lib/clubTime';
import { formatTimeSpan } from '../../lib/formatTimeSpan';
import { importStatusText } from '../../lib/importing/importTexts';
import { AthleteSelect } from './AthleteSelect';
import { athleteChoiceOf, inTheFile, MATCHED_BY_LABELS, type ReviewTrack } from './reviewTracks';

export interface ReviewAthletesProps {
  rows: readonly ReviewTrack[];
  athletes: readonly { id: string; name: string }[];
  timeZone: string;
  /** After 'Process': the choices stand, each row shows its status. */
  processed: boolean;
  /** Answers the server's messages when it refused the choice. */
  onChoose: (trackId: string, athleteId: string | null) => Promise<string[]>;
}

/** 'Review athletes' (docs/product/importing.md §3): a row per track; a card per track on a phone. */
export function ReviewAthletes({
  rows,
  athletes,
  timeZone,
  processed,
  onChoose,
}: ReviewAthletesProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [messages, setMessages] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState<string | null>(null);

  const choose = async (trackId: string, athleteId: string | null) => {
    setBusy(trackId);
    const refused = await onChoose(trackId, athleteId);
    setMessages((current) => ({ ...current, [trackId]: refused }));
    setBusy(null);
  };
  const cells = ({ fileName, track }: ReviewTrack) => {
    const given = inTheFile(track);
    return {
      file: fileName,
      given,
      time: `${formatClubDate(track.startTime, timeZone)} ${formatTimeSpan(track.startTime, track.endTime, timeZone)}`,
      athlete: (
        <>
          <AthleteSelect
            label={`Athlete for ${given} in ${fileName}`}
            value={athleteChoiceOf(track)}
            athletes={athletes}
            disabled={processed || busy === track.id}
            onChange={(athleteId) => void choose(track.id, athleteId)}
          />
          {messages[track.id]?.map((message) => (
            <FormHelperText key={message} error role="alert">
              {message}
            </FormHelperText>
          ))}
        </>
      ),
      matchedBy: MATCHED_BY_LABELS[track.matchedBy],
      status: processed ? importStatusText(track.status, track.problem) : null,
    };
  };

  if (phone) {
    return (
      <Box component="ul" aria-label="Review athletes" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => {
          const cell = cells(row);
          return (
            <Paper
              key={row.track.id}
              component="li"
              variant="outlined"
              aria-label={`${cell.given} in ${cell.file}`}
              sx={{ listStyle: 'none', p: 1.5, display: 'grid', gap: 0.75 }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {cell.given}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {cell.file} · {cell.time}
              </Typography>
              {cell.athlete}
              <Line label="Matched by">{cell.matchedBy}</Line>
              {cell.status && <Line label="Status">{cell.status}</Line>}
            </Paper>
          );
        })}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Review athletes">
        <TableHead>
          <TableRow>
            <TableCell>File</TableCell>
            <TableCell>In the file</TableCell>
            <TableCell>Time</TableCell>
            <TableCell>Athlete</TableCell>
            <TableCell>Matched by</TableCell>
            {processed && <TableCell>Status</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const cell = cells(row);
            return (
              <TableRow key={row.track.id}>
                <TableCell sx={{ overflowWrap: 'break-word', minWidth: 160, maxWidth: 320 }}>
                  {cell.file}
                </TableCell>
                <TableCell>{cell.given}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{cell.time}</TableCell>
                <TableCell>{cell.athlete}</TableCell>
                <TableCell>{cell.matchedBy}</TableCell>
                {processed && <TableCell>{cell.status}</TableCell>}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}
