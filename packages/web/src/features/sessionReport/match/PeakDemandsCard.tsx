import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PEAK_WINDOW_MINUTES, type UnitSystem } from '@touchline/domain';
import { useState } from 'react';
import type { PeakDemandsQuery } from '../../../gql/graphql';
import { AthleteLabel } from '../../../components/ui/AthleteLabel';
import { SectionCard } from '../../../components/ui/SectionCard';
import { ReportMessage } from '../report/ReportMessage';
import { SessionQueryView } from '../report/SessionQueryView';
import type { ReportQuery } from '../report/reportQuery';
import { WHOLE_MATCH } from './matchDetailsRows';
import { MatchPeriodSelect } from './MatchPeriodSelect';
import { MATCH_REPORT_TEXTS } from './matchReportTexts';
import {
  PEAK_QUANTITIES,
  peakDemandRows,
  type PeakDemandRow,
  type PeakQuantity,
} from './peakDemandRows';

/**
 * 'Peak Demands': each athlete's most intense 1, 2, 3, 5 and 10 minutes of the
 * whole match or a period (METRICS.md "Peak demands"), for one quantity, with
 * where in the window each stretch starts.
 */
export function PeakDemandsCard({
  peakDemands,
  matchName,
  unitSystem,
}: {
  peakDemands: ReportQuery<PeakDemandsQuery>;
  matchName: string;
  unitSystem: UnitSystem;
}) {
  const [quantity, setQuantity] = useState<PeakQuantity>('Distance');
  const [windowId, setWindowId] = useState(WHOLE_MATCH);
  const session = peakDemands.data?.session;
  const periods = session?.__typename === 'MatchSession' ? session.matchSessionPeriods : [];
  const selectors = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        select
        size="small"
        label="Quantity"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value as PeakQuantity)}
        sx={{ minWidth: 220 }}
      >
        {PEAK_QUANTITIES.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <MatchPeriodSelect
        value={windowId}
        onChange={setWindowId}
        matchName={matchName}
        periods={periods}
        minWidth={180}
      />
    </Stack>
  );
  return (
    <SectionCard title="Peak Demands" action={selectors}>
      <SessionQueryView
        query={peakDemands}
        kind="MatchSession"
        wrongKindText={MATCH_REPORT_TEXTS.incorrectMatchType}
        skeleton={<Skeleton variant="rounded" height={320} aria-label="Loading the peak demands" />}
      >
        {(match) => {
          // Start times count from the period's start, or from kick-off for the whole match.
          const origin =
            match.matchSessionPeriods.find((period) => period.id === windowId) ??
            match.matchSessionPeriods[0];
          const rows = peakDemandRows(
            match.sessionParticipations,
            windowId,
            quantity,
            origin?.startTime ?? new Date(0).toISOString(),
            unitSystem,
          );
          if (!rows.some((row) => row.cells !== null)) {
            return <ReportMessage>{MATCH_REPORT_TEXTS.noPeakDemands}</ReportMessage>;
          }
          return <PeakDemandsTable rows={rows} quantity={quantity} />;
        }}
      </SessionQueryView>
    </SectionCard>
  );
}

function PeakDemandsTable({ rows, quantity }: { rows: PeakDemandRow[]; quantity: PeakQuantity }) {
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={`Peak ${quantity} per athlete`}>
          <TableHead>
            <TableRow>
              <TableCell>Athlete</TableCell>
              {PEAK_WINDOW_MINUTES.map((minutes) => (
                <TableCell key={minutes} align="right">
                  {minutes} min
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.athlete.id}>
                <TableCell>
                  <AthleteLabel athlete={row.athlete} />
                </TableCell>
                {PEAK_WINDOW_MINUTES.map((minutes) => {
                  const cell = row.cells?.find((c) => c.windowMinutes === minutes);
                  return (
                    <TableCell key={minutes} align="right">
                      {cell ? (
                        <>
                          <Typography variant="body2">{cell.value}</Typography>
                          {cell.from && (
                            <Typography variant="caption" color="text.secondary">
                              from {cell.from}
                            </Typography>
                          )}
                        </>
                      ) : (
                        '-'
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {MATCH_REPORT_TEXTS.peakDemandsNote}
      </Typography>
    </>
  );
}
