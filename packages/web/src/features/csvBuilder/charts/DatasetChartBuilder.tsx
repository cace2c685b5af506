import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  AGGREGATIONS,
  BUILDER_CHART_TYPES,
  type Aggregation,
  type ChartType,
} from '@touchline/domain';
import { Button } from '../../../components/ui/Button';
import { CHART_TYPE_LABELS } from '../../../lib/charts/chartTypeLabels';
import { AGGREGATION_LABELS } from '../../../lib/reporting/aggregationLabels';
import type { BuilderOptions } from './chartBuilderChoice';
import type { DatasetChartChoice } from './datasetChart';

export interface DatasetChartBuilderProps {
  options: BuilderOptions;
  choice: DatasetChartChoice;
  onChange: (change: Partial<DatasetChartChoice>) => void;
  /** No view yet, or the tour's demo chart is shown. */
  disabled: boolean;
  onCreate: () => void;
}

const FIELD = { size: 'small', select: true, sx: { minWidth: 170 } } as const;

/** The chart builder (docs/product/reporting.md §2): a chart of the grid's current view. Not printed. */
export function DatasetChartBuilder(props: DatasetChartBuilderProps) {
  const { options, choice, onChange, disabled } = props;
  const canCreate = !disabled && choice.categoryId !== '' && choice.seriesIds.length > 0;
  const nameOf = (id: string) => options.series.find((column) => column.id === id)?.name ?? id;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        displayPrint: 'none',
      }}
    >
      <TextField
        {...FIELD}
        label="Chart Type"
        value={choice.chartType}
        disabled={disabled}
        onChange={(event) => onChange({ chartType: event.target.value as ChartType })}
      >
        {BUILDER_CHART_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {CHART_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...FIELD}
        label="Category"
        value={choice.categoryId}
        disabled={disabled || options.categories.length === 0}
        onChange={(event) => onChange({ categoryId: event.target.value })}
      >
        {options.categories.map((column) => (
          <MenuItem key={column.id} value={column.id}>
            {column.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...FIELD}
        sx={{ minWidth: 240, maxWidth: 420 }}
        label="Series"
        value={[...choice.seriesIds]}
        disabled={disabled || options.series.length === 0}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (ids) => (ids as string[]).map(nameOf).join(', '),
          },
        }}
        onChange={(event) => {
          const value = event.target.value as unknown as string[] | string;
          onChange({ seriesIds: typeof value === 'string' ? value.split(',') : value });
        }}
      >
        {options.series.map((column) => (
          <MenuItem key={column.id} value={column.id}>
            {column.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...FIELD}
        label="Aggregation"
        value={choice.aggregation}
        disabled={disabled}
        onChange={(event) => onChange({ aggregation: event.target.value as Aggregation })}
      >
        {AGGREGATIONS.map((aggregation) => (
          <MenuItem key={aggregation} value={aggregation}>
            {AGGREGATION_LABELS[aggregation]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        startIcon={<AddRounded />}
        disabled={!canCreate}
        onClick={props.onCreate}
      >
        Create Chart
      </Button>
    </Box>
  );
}
