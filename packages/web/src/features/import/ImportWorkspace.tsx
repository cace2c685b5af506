import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { SectionCard } from '../../components/ui/SectionCard';
import { useSnackbar } from '../../components/ui/useSnackbar';
import type { ColumnMappingFieldsFragment, ImportSessionFieldsFragment } from '../../gql/graphql';
import { DropZone } from './DropZone';
import { ImportFileList } from './ImportFileList';
import { importFileRows, type ImportFileRow } from './importFileRows';
import { MapColumnsDialog } from './MapColumnsDialog';
import { ReviewAthletes } from './ReviewAthletes';
import { reviewTracks } from './reviewTracks';
import { SessionChoice } from './SessionChoice';
import {
  importSessionChoiceOf,
  INITIAL_SESSION_CHOICE,
  NEW_SESSION,
  processReadiness,
  withProposal,
} from './sessionChoice';
import { uploadsPending } from './uploadQueue';
import { useImport } from './useImport';
import { useImportChanges } from './useImportChanges';
import { useImportUploads } from './useImportUploads';

export interface ImportWorkspaceProps {
  clubId: string;
  timeZone: string;
  athletes: readonly { id: string; name: string }[];
  savedMappings: readonly ColumnMappingFieldsFragment[];
  /** The session of `?session=`; null to choose one. */
  fixedSession: ImportSessionFieldsFragment | null;
}

const NO_FILES_YET =
  'No files yet. Touchline reads Touchline Edge, Catapult OpenField, Kinexon and positions CSVs, Garmin FIT and TCX, GPX and FIFA EPTS; any other CSV can have its columns mapped.';

/** The Import page under its title: files in, athletes matched, a session chosen, 'Process'. */
export function ImportWorkspace({
  clubId,
  timeZone,
  athletes,
  savedMappings,
  fixedSession,
}: ImportWorkspaceProps) {
  const snackbar = useSnackbar();
  const imported = useImport({ clubId, sessionId: fixedSession?.id ?? null });
  const uploads = useImportUploads(imported.importId);
  const changes = useImportChanges();
  const [choiceValues, setChoiceValues] = useState(INITIAL_SESSION_CHOICE);
  const [processMessages, setProcessMessages] = useState<string[]>([]);
  const [processing, setProcessing] = useState(false);
  const [dropError, setDropError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportFileRow | null>(null);

  const current = imported.current;
  const files = current?.files ?? [];
  const processed = current?.processed ?? false;
  const rows = importFileRows(uploads.queue.uploads, files);
  const tracks = reviewTracks(files);
  const overlapping = current?.overlappingSessions ?? [];
  const proposed = withProposal(
    choiceValues,
    current?.proposedStartTime ?? null,
    current?.proposedEndTime ?? null,
    timeZone,
  );
  // A session no longer overlapping the files is no longer offered.
  const choice =
    proposed.choice === NEW_SESSION || overlapping.some((s) => s.id === proposed.choice)
      ? proposed
      : { ...proposed, choice: NEW_SESSION };
  const readiness = processReadiness({
    files,
    uploadsPending: uploadsPending(uploads.queue),
    processed,
  });

  const addFiles = (chosen: File[]) => {
    setDropError(null);
    uploads.add(chosen);
    void imported.ensureImport();
  };
  const removeRow = async (row: ImportFileRow) => {
    if (row.file) {
      const refused = await changes.removeFile(row.file.id);
      if (refused.length > 0) {
        snackbar.show({ type: 'error', message: refused.join(' ') });
        return;
      }
    }
    if (row.upload) uploads.remove(row.upload.key);
  };
  const process = async () => {
    const { session, errors } = importSessionChoiceOf(choice, {
      fixedSessionId: fixedSession?.id ?? null,
      clubId,
      timeZone,
    });
    if (!session || !imported.importId) {
      setProcessMessages(errors ?? []);
      return;
    }
    setProcessing(true);
    setProcessMessages(await changes.process(imported.importId, session));
    setProcessing(false);
  };

  return (
    <Stack spacing={3}>
      <MutationErrorList messages={imported.createMessages} />
      {imported.errorMessage && <Alert severity="error">{imported.errorMessage}</Alert>}
      {!processed && <DropZone disabled={processed} onFiles={addFiles} onError={setDropError} />}
      {uploads.queue.notice && <Alert severity="warning">{uploads.queue.notice}</Alert>}
      {dropError && <Alert severity="error">{dropError}</Alert>}
      {rows.length === 0 ? (
        <Typography color="text.secondary">{NO_FILES_YET}</Typography>
      ) : (
        <SectionCard title="Files" headingLevel={2}>
          <ImportFileList
            rows={rows}
            removable={!processed}
            onRemove={(row) => void removeRow(row)}
            onMapColumns={setMapping}
          />
        </SectionCard>
      )}
      {(rows.length > 0 || fixedSession) && (
        // The review's six columns take the page's width; the session's choice follows it.
        <>
          <SectionCard title="Review athletes" headingLevel={2}>
            {tracks.length === 0 ? (
              <Typography color="text.secondary">
                The athletes of the files appear here once the files have been read.
              </Typography>
            ) : (
              <ReviewAthletes
                rows={tracks}
                athletes={athletes}
                timeZone={timeZone}
                processed={processed}
                onChoose={changes.chooseAthlete}
              />
            )}
          </SectionCard>
          <SectionCard title="Session" headingLevel={2} sx={{ maxWidth: 720 }}>
            <SessionChoice
              fixedSession={fixedSession}
              overlappingSessions={overlapping}
              values={choice}
              onChange={setChoiceValues}
              timeZone={timeZone}
              readiness={readiness}
              busy={processing}
              messages={processMessages}
              onProcess={() => void process()}
              processedSession={processed ? (current?.session ?? fixedSession) : null}
            />
          </SectionCard>
        </>
      )}
      {mapping?.file?.csvPreview && (
        <MapColumnsDialog
          fileName={mapping.fileName}
          preview={mapping.file.csvPreview}
          savedMappings={savedMappings}
          onApply={(columns, saveAs) => changes.mapColumns(mapping.file!.id, columns, saveAs)}
          onClose={() => setMapping(null)}
        />
      )}
    </Stack>
  );
}
