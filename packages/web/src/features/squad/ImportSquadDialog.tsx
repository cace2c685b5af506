import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readSquadCsv, squadCsvTemplate, textChunks, type SquadCsv } from '@touchline/domain';
import { useState, type ChangeEvent } from 'react';
import { saveBlob } from '../../components/download/downloadExport';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { mutationErrorMessages } from '../../lib/mutationErrors';
import { ImportPreviewTable, type PreviewRow } from './ImportPreviewTable';
import { ImportSquadMutation } from './squadDocuments';
import { useMutationAction } from '../../components/ui/useMutationAction';

/** docs/product/club-administration.md §4 "Import CSV": choose a file, see every row's outcome, import all or none. */
export function ImportSquadDialog({ clubId, onClose }: { clubId: string; onClose: () => void }) {
  const [importSquad] = useMutation(ImportSquadMutation);
  const [file, setFile] = useState<SquadCsv | null>(null);
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const action = useMutationAction();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    setPreview(null);
    setFile(null);
    if (!chosen) return;
    const read = await readSquadCsv(textChunks(await chosen.text()));
    if ('problem' in read) return setProblems([read.problem]);
    const answer = await importSquad({
      variables: { clubId, header: read.header, lines: read.rows, confirm: false },
    });
    const refused = answer.error
      ? [answer.error.message]
      : mutationErrorMessages(answer.data?.importSquad.errors);
    setProblems(refused);
    if (refused.length > 0) return;
    setFile(read);
    setPreview(answer.data?.importSquad.rows ?? []);
  };

  const ready = preview !== null && preview.every((row) => row.problems.length === 0);
  const confirm = async () => {
    if (!file) return;
    const imported = await action.run(async () => {
      const answer = await importSquad({
        variables: { clubId, header: file.header, lines: file.rows, confirm: true },
        refetchQueries: ['SquadQuery'],
      });
      return { payload: answer.data?.importSquad, error: answer.error };
    }, `${file.rows.length} athletes imported.`);
    if (imported) onClose();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Import CSV</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            One athlete a row, at most 500, under the template&apos;s header. Lists (devices,
            groups) are separated by ;. Nothing is added until you confirm, and then every row or
            none.
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button
              variant="outlined"
              onClick={() =>
                saveBlob(new Blob([squadCsvTemplate()], { type: 'text/csv' }), 'squad-template.csv')
              }
            >
              Download template
            </Button>
            <Button variant="outlined" component="label">
              Choose CSV file
              <input
                type="file"
                accept=".csv,text/csv"
                hidden
                onChange={(event) => void choose(event)}
                aria-label="CSV file"
              />
            </Button>
          </Stack>
          <MutationErrorList messages={[...problems, ...action.messages]} />
          {preview && (
            <>
              {ready ? (
                <Alert severity="success">Every row can be added.</Alert>
              ) : (
                <Alert severity="warning">
                  Some rows cannot be added: correct the file and choose it again.
                </Alert>
              )}
              <ImportPreviewTable rows={preview} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!ready || action.busy} onClick={() => void confirm()}>
          {preview ? `Import ${preview.length} athletes` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
