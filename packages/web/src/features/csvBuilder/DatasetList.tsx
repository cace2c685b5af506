import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { DatasetListRow } from './DatasetListRow';
import { initialReportLocale } from '../../lib/reporting/preferredLocale';
import { GeneratingDatasetWatch } from './GeneratingDatasetWatch';
import type { useAvailableDatasets } from './useAvailableDatasets';

const COLUMNS = ['Dataset Title', 'Owner', 'Created On', 'Status'];

export interface DatasetListProps {
  available: ReturnType<typeof useAvailableDatasets>;
  /** The dataset in the builder. */
  selectedId: string | null;
  /** The dataset being fetched. */
  loadingId: string | null;
  onLoad: (datasetId: string) => void;
}

/** The club's datasets (docs/product/reporting.md §2); Generating ones update live; only Completed ones load. */
export function DatasetList({ available, selectedId, loadingId, onLoad }: DatasetListProps) {
  const locale = useMemo(() => initialReportLocale(), []);
  const { datasets } = available;
  return (
    <Stack id="csv-dataset-list" spacing={1}>
      <Typography variant="h3" component="h2">
        Datasets
      </Typography>
      {datasets
        ?.filter(({ status }) => status === 'Generating')
        .map(({ id }) => (
          <GeneratingDatasetWatch key={id} datasetId={id} />
        ))}
      {available.errorMessage ? (
        <Alert severity="error">{available.errorMessage}</Alert>
      ) : datasets === null ? (
        <Stack spacing={1} aria-label="Loading datasets" role="progressbar">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={40} />
          ))}
        </Stack>
      ) : datasets.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No datasets yet.
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label="Datasets">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
                <TableCell align="right" aria-label="Action" />
              </TableRow>
            </TableHead>
            <TableBody>
              {datasets.map((dataset) => (
                <DatasetListRow
                  key={dataset.id}
                  dataset={dataset}
                  locale={locale}
                  selected={dataset.id === selectedId}
                  loading={dataset.id === loadingId}
                  onLoad={onLoad}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
