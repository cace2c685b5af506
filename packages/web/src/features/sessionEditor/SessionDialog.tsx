import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { EditableSessionQuery, SessionEditorClubQuery } from './sessionEditorDocuments';
import { newSessionValues, sessionFormValuesOf } from './sessionForm';
import { SessionForm } from './SessionForm';
import { useSaveSession } from './useSaveSession';

export interface SessionDialogProps {
  clubId: string;
  /** The session to edit; null for a new one. */
  sessionId: string | null;
  onClose: () => void;
  onSaved: (sessionId: string) => void;
}

/** 'New session' or 'Edit session' (docs/product/importing.md §1); full screen on a phone. */
export function SessionDialog({ clubId, sessionId, onClose, onSaved }: SessionDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const editing = sessionId !== null;
  const sessionQuery = useQuery(EditableSessionQuery, {
    variables: { sessionId: sessionId ?? '' },
    skip: !editing,
    fetchPolicy: 'network-only',
  });
  const session = sessionQuery.data?.session ?? null;
  const clubQuery = useQuery(SessionEditorClubQuery, { variables: { clubId } });
  const club = clubQuery.data?.club ?? null;
  const { save, errors, busy } = useSaveSession({ clubId, sessionId });

  const timeZone = club?.settings.timeZone ?? null;
  const initial = useMemo(() => {
    if (!timeZone) return null;
    if (!editing) return newSessionValues(new Date(), timeZone);
    return session ? sessionFormValuesOf(session, timeZone) : null;
  }, [editing, session, timeZone]);
  const errorMessage =
    (editing && !session && sessionQuery.error?.message) ||
    (!club && clubQuery.error?.message) ||
    null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{editing ? 'Edit session' : 'New session'}</DialogTitle>
      {initial && timeZone && club ? (
        <SessionForm
          initial={initial}
          timeZone={timeZone}
          pitches={club.pitches}
          kindFixed={editing}
          submitLabel={editing ? 'Save' : 'Create'}
          errors={errors}
          busy={busy}
          onCancel={onClose}
          onSubmit={(values) =>
            void save(values, timeZone).then((savedId) => savedId && onSaved(savedId))
          }
        />
      ) : (
        <>
          <DialogContent>
            {errorMessage ? (
              <Alert severity="error">{errorMessage}</Alert>
            ) : (
              <Stack spacing={2} aria-busy="true" aria-label="Loading the session">
                {[1, 2, 3, 4].map((row) => (
                  <Skeleton key={row} variant="rounded" height={40} />
                ))}
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
