import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { SectionCard } from '../../components/ui/SectionCard';
import { useSettle } from '../../components/ui/useSettle';
import type { SessionFileFieldsFragment } from '../../gql/graphql';
import { SessionFileRow } from './SessionFileRow';
import { RemoveSessionFileMutation, ReprocessSessionFileMutation } from './sessionFilesDocuments';

export interface SessionFilesPanelProps {
  sessionId: string;
  /** Null while they load. */
  files: readonly SessionFileFieldsFragment[] | null;
  errorMessage: string | null;
}

const REFETCH = { refetchQueries: ['SessionFilesQuery'] };

/** The session's files, for staff (docs/product/importing.md §5): re-process, remove, add more. */
export function SessionFilesPanel({ sessionId, files, errorMessage }: SessionFilesPanelProps) {
  const settle = useSettle();
  const [reprocess] = useMutation(ReprocessSessionFileMutation, REFETCH);
  const [removeFile] = useMutation(RemoveSessionFileMutation, REFETCH);
  const [removing, setRemoving] = useState<SessionFileFieldsFragment | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const act = async (file: SessionFileFieldsFragment, kind: 'reprocess' | 'remove') => {
    setBusyId(file.id);
    await settle(
      async () =>
        kind === 'reprocess'
          ? (await reprocess({ variables: { id: file.id } })).data?.reprocessSessionFile
          : (await removeFile({ variables: { id: file.id } })).data?.removeSessionFile,
      kind === 'reprocess' ? `${file.fileName} is processed again.` : `${file.fileName} removed.`,
    );
    setBusyId(null);
  };

  return (
    <SectionCard
      title="Files"
      headingLevel={2}
      action={
        <Button
          component={RouterLink}
          to={`/import?session=${encodeURIComponent(sessionId)}`}
          startIcon={<UploadFileRounded />}
        >
          Add files
        </Button>
      }
    >
      {errorMessage && !files ? (
        <Alert severity="error">{errorMessage}</Alert>
      ) : !files ? (
        <Box aria-busy="true" aria-label="Loading the files">
          <Skeleton variant="rounded" height={72} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={72} />
        </Box>
      ) : files.length === 0 ? (
        <Typography color="text.secondary">No files yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Files" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {files.map((file) => (
            <SessionFileRow
              key={file.id}
              file={file}
              busy={busyId === file.id}
              onReprocess={() => void act(file, 'reprocess')}
              onRemove={() => setRemoving(file)}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove file"
        message={`Remove ${removing?.fileName ?? ''}? The metrics computed from it are deleted.`}
        confirmLabel="Remove"
        destructive
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const file = removing;
          setRemoving(null);
          if (file) void act(file, 'remove');
        }}
      />
    </SectionCard>
  );
}
