import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { CreateDatasetForm } from './CreateDatasetForm';
import { DatasetList, type DatasetListProps } from './DatasetList';

export interface DatasetFilterPanelProps extends DatasetListProps {
  clubId: string;
  /** Staff create datasets; athletes only read the list. */
  canCreate: boolean;
}

/** The dataset filter (docs/product/reporting.md §2): the create form above the club's datasets. */
export function DatasetFilterPanel({ clubId, canCreate, ...list }: DatasetFilterPanelProps) {
  return (
    <Paper
      id="csv-dataset-filter"
      component="section"
      aria-label="Dataset Filter"
      sx={{ p: { xs: 2, md: 3 }, displayPrint: 'none' }}
    >
      <Stack spacing={3}>
        {canCreate && (
          <LocalizationProvider dateAdapter={AdapterDateFns}>
            <CreateDatasetForm clubId={clubId} />
          </LocalizationProvider>
        )}
        <DatasetList {...list} />
      </Stack>
    </Paper>
  );
}
