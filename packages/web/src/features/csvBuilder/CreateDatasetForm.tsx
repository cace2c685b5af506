import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { memo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { GetDatasetTemplatesQuery } from './csvBuilderOperations';
import { ReportDateField } from '../../components/reporting/ReportDateField';
import { DATASET_TITLE_PLACEHOLDER, newDatasetValues, type DatasetFormValues } from './datasetForm';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import { useCreateDataset } from './useCreateDataset';

/** Shown when Generate is pressed before a template was chosen. */
export const TEMPLATE_REQUIRED = 'Select a template to generate a dataset.';

/**
 * The create form (docs/product/reporting.md §2): a title, a template and a range; Generate asks the server,
 * which checks everything else and answers what to list (docs/product/reporting.md §5).
 */
export const CreateDatasetForm = memo(function CreateDatasetForm({ clubId }: { clubId: string }) {
  const [values, setValues] = useState<DatasetFormValues>(() => newDatasetValues());
  const [messages, setMessages] = useState<string[]>([]);
  const { create, submitting } = useCreateDataset();
  const templates = useQuery(GetDatasetTemplatesQuery, {
    variables: { ownerId: clubId },
    skip: !clubId,
  });
  const choices = templates.data?.getDatasetTemplates ?? [];
  const chosen = choices.find(({ id }) => id === values.csvTemplateId);
  const set = (patch: Partial<DatasetFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (values.csvTemplateId === '') {
      setMessages([TEMPLATE_REQUIRED]);
      return;
    }
    void create({ clubId, ...values }).then((refusals) => {
      setMessages(refusals);
      if (refusals.length === 0) setValues(newDatasetValues());
    });
  };

  return (
    <Box
      component="form"
      id="csv-create-dataset"
      aria-label="Create a dataset"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, displayPrint: 'none' }}
    >
      <Typography variant="h3" component="h2">
        Create a Dataset
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <TextField
          label="Dataset Title"
          placeholder={DATASET_TITLE_PLACEHOLDER}
          size="small"
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 260px' }}
        />
        <TextField
          select
          label="Template"
          size="small"
          value={values.csvTemplateId}
          error={Boolean(templates.error)}
          helperText={templates.error?.message}
          onChange={(event) => set({ csvTemplateId: event.target.value })}
          slotProps={{
            select: {
              displayEmpty: true,
              renderValue: (id) =>
                choices.find((template) => template.id === id)?.name ??
                (templates.loading ? 'Loading templates…' : 'Select a template'),
            },
            inputLabel: { shrink: true },
          }}
          sx={{ flex: '0 1 220px' }}
        >
          {choices.map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
        <ReportDateField
          label="Start Date"
          value={values.startDate}
          dateFormat={chosen?.dateFormat ?? 'MM/DD/YYYY'}
          onChange={(startDate) => set({ startDate })}
        />
        <ReportDateField
          label="End Date"
          value={values.endDate}
          dateFormat={chosen?.dateFormat ?? 'MM/DD/YYYY'}
          onChange={(endDate) => set({ endDate })}
        />
        <Button type="submit" variant="contained" disabled={submitting} loading={submitting}>
          Generate
        </Button>
      </Box>
      <MutationErrorList messages={messages} />
    </Box>
  );
});
