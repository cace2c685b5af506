import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SectionCard } from '../../components/ui/SectionCard';
import type { CompletionBoardQueryQuery } from '../../gql/graphql';
import { formatTimeOfDay } from '../../lib/formatTimeSpan';

export type Completion = CompletionBoardQueryQuery['surveyCompletionBoard'][number];

/** One distribution of the day: who has answered (when) and who has not; Remind. */
export function CompletionCard({
  completion,
  timeZone,
  busy,
  onRemind,
}: {
  completion: Completion;
  timeZone: string;
  busy: boolean;
  onRemind: () => void;
}) {
  const { recipients } = completion;
  const answered = recipients.filter((recipient) => recipient.answeredAt !== null).length;
  const pending = recipients.length - answered;
  const title = `${completion.survey.title}, sent ${formatTimeOfDay(completion.distributedAt, timeZone)}`;
  return (
    <SectionCard
      title={title}
      subtitle={`${answered} of ${recipients.length} answered`}
      headingLevel={3}
      action={
        <Button variant="outlined" disabled={pending === 0 || busy} onClick={onRemind}>
          Remind
        </Button>
      }
    >
      {recipients.length === 0 ? (
        'Sent to no one.'
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Recipients of ${title}`}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Athlete</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Status</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Reminded</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {recipients.map(({ athlete, answeredAt, remindedAt }) => (
                <TableRow key={athlete.id}>
                  <TableCell>{athlete.name}</TableCell>
                  <TableCell>
                    {answeredAt ? (
                      <Chip
                        size="small"
                        color="success"
                        label={`Answered ${formatTimeOfDay(answeredAt, timeZone)}`}
                      />
                    ) : (
                      <Chip size="small" variant="outlined" label="Not answered" />
                    )}
                  </TableCell>
                  <TableCell>{remindedAt ? formatTimeOfDay(remindedAt, timeZone) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
}
