import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TransferLogEntry } from './protocol/TransferLog';
import { PartErrorBoundary } from '../../components/ui/PartErrorBoundary';

/** A tracker gone wrong could warn thousands of times; the status log keeps them all. */
const SHOWN = 200;

function ProblemList({ title, problems }: { title: string; problems: TransferLogEntry[] }) {
  const titleId = useId();
  if (problems.length === 0) return null;
  const Icon = problems[0]?.kind === 'error' ? ErrorOutlineIcon : WarningAmberIcon;
  const hidden = problems.length - SHOWN;
  return (
    <>
      <Typography id={titleId} variant="h3" component="h2" sx={{ mt: 1 }}>
        {title} ({problems.length})
      </Typography>
      <List dense aria-labelledby={titleId}>
        {problems.slice(0, SHOWN).map((problem, index) => (
          <ListItem key={index} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <Icon
                color={problem.kind === 'error' ? 'error' : 'warning'}
                fontSize="small"
                aria-hidden
              />
            </ListItemIcon>
            <ListItemText primary={problem.text} />
          </ListItem>
        ))}
      </List>
      {hidden > 0 && (
        <Typography color="text.secondary">…and {hidden} more in the status log.</Typography>
      )}
    </>
  );
}

/** The transfer's errors and warnings (data loss, duplicates), gathered above the log. */
export function TransferProblems({ problems }: { problems: readonly TransferLogEntry[] }) {
  if (problems.length === 0) return null;
  return (
    <Paper component="section" aria-label="Warnings and errors" sx={{ p: { xs: 2, md: 3 } }}>
      <PartErrorBoundary part="card">
        <ProblemList title="Errors" problems={problems.filter(({ kind }) => kind === 'error')} />
        <ProblemList
          title="Warnings"
          problems={problems.filter(({ kind }) => kind === 'warning')}
        />
      </PartErrorBoundary>
    </Paper>
  );
}
