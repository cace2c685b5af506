import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CompletionBoardQueryQuery } from '../../gql/graphql';

type Flag = CompletionBoardQueryQuery['wellnessFlags'][number];

const oneDecimal = (value: number) => value.toFixed(1);

/** docs/product/surveys.md §15: the day's flagged athletes, worst first. */
export function WellnessFlags({ flags }: { flags: readonly Flag[] }) {
  if (flags.length === 0)
    return (
      <Typography sx={{ py: 2 }}>
        No flags: no athlete’s Hooper index is far above their own baseline today.
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Wellness flags">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Athlete</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              Hooper index
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              Their mean
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              SD
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              Days
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flags.map((flag) => (
            <TableRow key={flag.athlete.id}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={`/club/squad?search=${encodeURIComponent(flag.athlete.name)}`}
                >
                  {flag.athlete.name}
                </Link>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'error.main' }}>
                {flag.hooperIndex}
              </TableCell>
              <TableCell align="right">{oneDecimal(flag.mean)}</TableCell>
              <TableCell align="right">{oneDecimal(flag.standardDeviation)}</TableCell>
              <TableCell align="right">{flag.baselineDays}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
