import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { recipientsSummary, timerSummary, type EditedTimer } from './surveyForms';

interface Named {
  id: string;
  name: string;
}

/** A survey's timers: when each sends and to whom. */
export function TimerList({
  timers,
  athletes,
  groups,
  onEdit,
  onDelete,
}: {
  timers: readonly EditedTimer[];
  athletes: readonly Named[];
  groups: readonly Named[];
  onEdit: (timer: EditedTimer) => void;
  onDelete: (timer: EditedTimer) => void;
}) {
  if (timers.length === 0)
    return (
      <Typography sx={{ py: 2 }}>No timer: the survey is sent only by hand (Send now).</Typography>
    );
  return (
    <List aria-label="Timers" disablePadding>
      {timers.map((timer) => {
        const when = timerSummary(timer);
        return (
          <ListItem key={timer.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 240px' }}>
              <Typography sx={{ fontWeight: 500 }}>{when}</Typography>
              <Typography variant="body2" color="text.secondary">
                To {recipientsSummary(timer, athletes, groups)}
              </Typography>
            </Box>
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit the timer: ${when}`} onClick={() => onEdit(timer)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete the timer: ${when}`} onClick={() => onDelete(timer)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </ListItem>
        );
      })}
    </List>
  );
}
