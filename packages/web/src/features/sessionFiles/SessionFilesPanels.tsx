import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { usePermission } from '../../lib/access/usePermission';
import { isProcessingUnderway } from '../../lib/importing/importTexts';
import { ProcessingWarningsPanel } from './ProcessingWarningsPanel';
import { SessionFilesPanel } from './SessionFilesPanel';
import { SessionFilesQuery } from './sessionFilesDocuments';

/** How often the files are asked again while a track of them is processing. */
const FILES_POLL_MS = 2000;

/**
 * The session page's staff panels, 'Files' and 'Processing warnings' (docs/product/importing.md §5);
 * nothing for those the policy does not let edit the session.
 */
export function SessionFilesPanels({ sessionId }: { sessionId: string }) {
  const { permitted } = usePermission({ action: 'Edit', subject: 'Session', subjectId: sessionId });
  return permitted ? <StaffPanels sessionId={sessionId} /> : null;
}

function StaffPanels({ sessionId }: { sessionId: string }) {
  const { data, error, startPolling, stopPolling } = useQuery(SessionFilesQuery, {
    variables: { sessionId },
    fetchPolicy: 'cache-and-network',
  });
  const session = data?.session ?? null;
  const files = session && 'files' in session ? session.files : null;
  const underway =
    session?.dataProcessing === true ||
    (files ?? []).some((file) => file.tracks.some((track) => isProcessingUnderway(track.status)));
  // Statuses move track by track: asked again while any is under way.
  useEffect(() => {
    if (!underway) return;
    startPolling(FILES_POLL_MS);
    return stopPolling;
  }, [underway, startPolling, stopPolling]);
  const errorMessage = error?.message ?? null;
  return (
    <Stack spacing={2}>
      <SessionFilesPanel sessionId={sessionId} files={files} errorMessage={errorMessage} />
      <ProcessingWarningsPanel
        warnings={session?.processingWarnings ?? null}
        errorMessage={errorMessage}
      />
    </Stack>
  );
}
