import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { WallClockFields } from '../../components/ui/WallClockFields';
import type { ImportSessionFieldsFragment } from '../../gql/graphql';
import type { WallClock } from '../../lib/clubTime';
import { NEW_SESSION, sessionSummary, type SessionChoiceValues } from './sessionChoice';

export interface SessionChoiceProps {
  /** The session of `?session=`, fixed; null to choose. */
  fixedSession: ImportSessionFieldsFragment | null;
  overlappingSessions: readonly ImportSessionFieldsFragment[];
  values: SessionChoiceValues;
  onChange: (values: SessionChoiceValues) => void;
  timeZone: string;
  readiness: { enabled: boolean; reason: string | null };
  busy: boolean;
  messages: readonly string[];
  onProcess: () => void;
  /** Once processed: the session the files went to. */
  processedSession: { id: string } | null;
}

/** 'Session' beside the review, with 'Process' (docs/product/importing.md §4, §5). */
export function SessionChoice({
  fixedSession,
  overlappingSessions,
  values,
  onChange,
  timeZone,
  readiness,
  busy,
  messages,
  onProcess,
  processedSession,
}: SessionChoiceProps) {
  if (processedSession) return <OpenSession sessionId={processedSession.id} />;
  const setTimes = (change: { start?: WallClock; end?: WallClock }) =>
    onChange({ ...values, ...change, timesEdited: true });
  return (
    <Stack spacing={2}>
      {fixedSession ? (
        <Typography>{sessionSummary(fixedSession, timeZone)}</Typography>
      ) : (
        <RadioGroup
          aria-label="Session"
          value={values.choice}
          onChange={(_event, choice) => onChange({ ...values, choice })}
        >
          <FormControlLabel value={NEW_SESSION} control={<Radio />} label="New training session" />
          {values.choice === NEW_SESSION && (
            <Stack spacing={2} sx={{ pl: 4, py: 1 }}>
              <WallClockFields
                label="Start"
                value={values.start}
                onChange={(start) => setTimes({ start })}
              />
              <WallClockFields
                label="End"
                value={values.end}
                onChange={(end) => setTimes({ end })}
              />
              <TextField
                label="Description"
                size="small"
                value={values.description}
                onChange={(event) => onChange({ ...values, description: event.target.value })}
              />
            </Stack>
          )}
          {overlappingSessions.length > 0 && (
            <Box>
              <Typography variant="subtitle2" sx={{ mt: 1 }}>
                Or add to an existing session
              </Typography>
              {overlappingSessions.map((session) => (
                <FormControlLabel
                  key={session.id}
                  value={session.id}
                  control={<Radio />}
                  label={sessionSummary(session, timeZone)}
                />
              ))}
            </Box>
          )}
        </RadioGroup>
      )}
      <MutationErrorList messages={messages} />
      <Box>
        <Button variant="contained" disabled={!readiness.enabled || busy} onClick={onProcess}>
          Process
        </Button>
        {readiness.reason && <FormHelperText>{readiness.reason}</FormHelperText>}
      </Box>
    </Stack>
  );
}

/** 'Open session': what was read of the session before its new files is forgotten first. */
function OpenSession({ sessionId }: { sessionId: string }) {
  const client = useApolloClient();
  const forget = () => {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'session', args: { id: sessionId } });
    client.cache.gc();
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>The files are being processed: each file’s row shows how far.</Typography>
      <Button
        variant="contained"
        component={RouterLink}
        to={`/sessions/${encodeURIComponent(sessionId)}`}
        onClick={forget}
      >
        Open session
      </Button>
    </Stack>
  );
}
