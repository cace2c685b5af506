import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useSettle } from '../../components/ui/useSettle';
import { usePermission } from '../../lib/access/usePermission';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { DeleteSessionMutation } from './sessionEditorDocuments';
import { SessionDialog } from './SessionDialog';

export const DELETE_SESSION_TEXT =
  'Delete this session? Its files, metrics and segments are deleted for good.';

/**
 * 'Edit session' and 'Delete session' in the session page's header, for those the policy
 * lets edit it (docs/product/importing.md §1); after a delete the Sessions page opens.
 */
export function SessionStaffActions({ sessionId }: { sessionId: string }) {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const navigate = useNavigate();
  const settle = useSettle();
  const { permitted } = usePermission({ action: 'Edit', subject: 'Session', subjectId: sessionId });
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  // The list must no longer hold the session before /sessions opens its newest one.
  const [deleteSession] = useMutation(DeleteSessionMutation, {
    refetchQueries: ['SessionsQuery'],
    awaitRefetchQueries: true,
  });
  if (!permitted) return null;

  const remove = async () => {
    setDialog(null);
    const messages = await settle(
      async () => (await deleteSession({ variables: { id: sessionId } })).data?.deleteSession,
      'Session deleted',
    );
    if (messages.length === 0) void navigate('/sessions');
  };

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button startIcon={<EditRounded />} onClick={() => setDialog('edit')}>
        Edit session
      </Button>
      <Button
        color="error"
        startIcon={<DeleteOutlineRounded />}
        onClick={() => setDialog('delete')}
      >
        Delete session
      </Button>
      {dialog === 'edit' && (
        <SessionDialog
          clubId={clubId}
          sessionId={sessionId}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete session"
        message={DELETE_SESSION_TEXT}
        confirmLabel="Delete"
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setDialog(null)}
      />
    </Stack>
  );
}
