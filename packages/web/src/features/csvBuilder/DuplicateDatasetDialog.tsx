import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { ReportDateField } from '../../components/reporting/ReportDateField';
import { canGenerateDuplicate } from './datasetForm';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { useCreateDataset } from './useCreateDataset';
import type { BuilderDataset } from './useLoadDataset';

export const DUPLICATE_DIALOG_TITLE = 'Generate a New Dataset with Same Configuration';

export interface DuplicateDatasetDialogProps {
  clubId: string;
  source: BuilderDataset;
  onClose: () => void;
}

/**
 * The duplicate dialog (docs/product/reporting.md §2, §5): the loaded dataset's template and layout over a
 * title and range of the person's choice. Generate waits for both dates and for the answer.
 */
export function DuplicateDatasetDialog({ clubId, source, onClose }: DuplicateDatasetDialogProps) {
  const titleId = useId();
  const { dataset, csvTemplateId } = source;
  const [values, setValues] = useState({
    title: dataset.title,
    startDate: dataset.startsAt,
    endDate: dataset.endsAt,
  });
  const [messages, setMessages] = useState<string[]>([]);
  const { create, submitting } = useCreateDataset();
  const enabled = csvTemplateId !== null && canGenerateDuplicate(values, submitting);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    void create({ clubId, csvTemplateId, ...values, gridConfig: dataset.gridConfig }).then(
      (refusals) => {
        setMessages(refusals);
        if (refusals.length === 0) onClose();
      },
    );
  };

  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={titleId}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{DUPLICATE_DIALOG_TITLE}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                label="Dataset Title"
                size="small"
                value={values.title}
                onChange={(event) => {
                  const title = event.target.value;
                  setValues((current) => ({ ...current, title }));
                }}
              />
              <ReportDateField
                label="Start Date"
                value={values.startDate}
                dateFormat={dataset.dateFormat}
                onChange={(startDate) => setValues((current) => ({ ...current, startDate }))}
              />
              <ReportDateField
                label="End Date"
                value={values.endDate}
                dateFormat={dataset.dateFormat}
                onChange={(endDate) => setValues((current) => ({ ...current, endDate }))}
              />
              <MutationErrorList messages={messages} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!enabled} loading={submitting}>
              Generate
            </Button>
          </DialogActions>
        </form>
      </LocalizationProvider>
    </Dialog>
  );
}
