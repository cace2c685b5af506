import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../gql';
import type { SessionListRowFragment } from '../../gql/graphql';
import { formatTimeSpan } from '../../lib/formatTimeSpan';
import { sessionDate, sessionTitle } from './sessionRowText';

graphql(`
  fragment SessionListRow on Session {
    __typename
    id
    startTime
    endTime
    ... on MatchSession {
      matchDefinition {
        id
        name
      }
    }
  }
`);

export interface SessionListRowProps {
  session: SessionListRowFragment;
  selected: boolean;
}

/** One session in the side panel; a link to its report. */
export function SessionListRow({ session, selected }: SessionListRowProps) {
  const isMatch = session.__typename === 'MatchSession';
  const title = sessionTitle(isMatch ? session.matchDefinition.name : null);
  return (
    <ListItemButton
      component={RouterLink}
      to={`/sessions/${session.id}`}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{
        borderRadius: 2,
        mb: 0.5,
        py: 1,
        gap: 1.5,
        alignItems: 'flex-start',
        '&.Mui-selected': { bgcolor: 'rgba(31, 181, 122, 0.12)' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: isMatch ? 'warning.main' : 'primary.main',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {sessionDate(session.startTime)} · {formatTimeSpan(session.startTime, session.endTime)}
        </Typography>
      </Box>
    </ListItemButton>
  );
}
