import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type FormEvent } from 'react';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import type { ColumnMappingFieldsFragment, ColumnMappingInput } from '../../gql/graphql';
import {
  columnMappingInputOf,
  initialMappingValues,
  missingColumnMessages,
  POSITION_KIND_LABELS,
  SPEED_UNIT_LABELS,
  TIME_FORMAT_LABELS,
  valuesOfSavedMapping,
  type CsvPreviewColumns,
  type MappingFormValues,
  type PositionKind,
} from './columnMappingForm';
import { CsvPreviewTable } from './CsvPreviewTable';
import { MappingSelect } from './MappingSelect';

export interface MapColumnsDialogProps {
  fileName: string;
  preview: CsvPreviewColumns;
  savedMappings: readonly ColumnMappingFieldsFragment[];
  /** Reads the file again with the mapping; answers the server's messages when it refused. */
  onApply: (mapping: ColumnMappingInput, saveAs: string | null) => Promise<string[]>;
  onClose: () => void;
}

const entries = <K extends string>(labels: Record<K, string>) =>
  Object.entries(labels) as [K, string][];

/** 'Map columns of <file>' (docs/product/importing.md §7) for a CSV Touchline does not know. */
export function MapColumnsDialog({
  fileName,
  preview,
  savedMappings,
  onApply,
  onClose,
}: MapColumnsDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [values, setValues] = useState(() => initialMappingValues(savedMappings, preview.columns));
  const [missing, setMissing] = useState<string[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const columns = preview.columns.map((column) => [column, column] as const);
  const mapping = columnMappingInputOf(values);
  const set = (change: Partial<MappingFormValues>) =>
    setValues((current) => ({ ...current, ...change }));

  const chooseSaved = (id: string) => {
    const saved = savedMappings.find((candidate) => candidate.id === id);
    if (!saved) return set({ savedMappingId: '' });
    setValues(valuesOfSavedMapping(saved, preview.columns));
    setMissing(missingColumnMessages(saved, preview.columns));
  };
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!mapping) return;
    setBusy(true);
    const refused = await onApply(mapping, values.saveAs.trim() || null);
    setBusy(false);
    if (refused.length === 0) onClose();
    else setMessages(refused);
  };
  const column = (label: string, field: keyof MappingFormValues, optional = false) => (
    <MappingSelect
      label={label}
      value={values[field]}
      options={columns}
      optional={optional}
      required={!optional}
      onChange={(value) => set({ [field]: value })}
    />
  );
  const latLon = values.positions === 'latitudeLongitude';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <form onSubmit={(event) => void apply(event)} noValidate>
        <DialogTitle sx={{ overflowWrap: 'anywhere' }}>Map columns of {fileName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <CsvPreviewTable preview={preview} />
            {savedMappings.length > 0 && (
              <MappingSelect
                label="Saved mappings"
                value={values.savedMappingId}
                options={savedMappings.map((saved) => [saved.id ?? '', saved.name ?? ''] as const)}
                optional
                onChange={chooseSaved}
              />
            )}
            {missing.length > 0 && <Alert severity="warning">{missing.join(' ')}</Alert>}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>{column('Time column', 'timeColumn')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <MappingSelect
                  label="Time format"
                  value={values.timeFormat}
                  options={entries(TIME_FORMAT_LABELS)}
                  required
                  onChange={(timeFormat) =>
                    set({ timeFormat: timeFormat as MappingFormValues['timeFormat'] })
                  }
                />
              </Grid>
              <Grid size={12}>
                <RadioGroup
                  row
                  aria-label="Positions"
                  value={values.positions}
                  onChange={(_event, positions) => set({ positions: positions as PositionKind })}
                >
                  {entries(POSITION_KIND_LABELS).map(([kind, label]) => (
                    <FormControlLabel key={kind} value={kind} control={<Radio />} label={label} />
                  ))}
                </RadioGroup>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {latLon
                  ? column('Latitude column', 'latitudeColumn')
                  : column('x column', 'xColumn')}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {latLon
                  ? column('Longitude column', 'longitudeColumn')
                  : column('y column', 'yColumn')}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{column('Speed column', 'speedColumn', true)}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <MappingSelect
                  label="Speed unit"
                  value={values.speedUnit}
                  options={entries(SPEED_UNIT_LABELS)}
                  onChange={(speedUnit) =>
                    set({ speedUnit: speedUnit as MappingFormValues['speedUnit'] })
                  }
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {column('Heart rate column', 'heartRateColumn', true)}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {column('Athlete column', 'athleteColumn', true)}
              </Grid>
              <Grid size={12}>
                <TextField
                  fullWidth
                  size="small"
                  label="Save this mapping as"
                  value={values.saveAs}
                  onChange={(event) => set({ saveAs: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                />
              </Grid>
            </Grid>
            <MutationErrorList messages={messages} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!mapping || busy}>
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
