import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/ui/Button';
import type { DatasetSummaryFieldsFragment } from '../../gql/graphql';
import type { ReportLocale } from '../../lib/reporting/chartDisplay';
import { formatReportTimestamp } from '../../lib/reporting/formatReportTimestamp';

const STATUS_COLOURS = { Completed: 'success', Generating: 'info', Failed: 'error' } as const;

export interface DatasetListRowProps {
  dataset: DatasetSummaryFieldsFragment;
  locale: ReportLocale;
  /** The dataset shown in the builder: 'Selected' instead of 'Load'. */
  selected: boolean;
  /** This dataset is being fetched. */
  loading: boolean;
  onLoad: (datasetId: string) => void;
}

/** One dataset of the list: title, owner, Created On, status, then 'Load' or 'Selected' (docs/product/reporting.md §2). */
export function DatasetListRow({
  dataset,
  locale,
  selected,
  loading,
  onLoad,
}: DatasetListRowProps) {
  return (
    <TableRow selected={selected}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {dataset.title}
      </TableCell>
      <TableCell>{dataset.owner?.name ?? '-'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatReportTimestamp(dataset.createdAt, locale)}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            size="small"
            variant="outlined"
            label={dataset.status}
            color={STATUS_COLOURS[dataset.status]}
          />
          {dataset.status === 'Generating' && (
            <CircularProgress size={14} aria-label={`Generating ${dataset.title}`} />
          )}
        </Stack>
        {dataset.status === 'Failed' && dataset.failureReason && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5, maxWidth: 360 }}>
            {dataset.failureReason}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', displayPrint: 'none' }}>
        {selected ? (
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.main' }}>
            Selected
          </Typography>
        ) : (
          dataset.status === 'Completed' && (
            <Button
              size="small"
              variant="outlined"
              loading={loading}
              onClick={() => onLoad(dataset.id)}
            >
              Load
            </Button>
          )
        )}
      </TableCell>
    </TableRow>
  );
}
