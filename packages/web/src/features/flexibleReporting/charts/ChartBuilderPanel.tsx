import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { ChartType } from '@touchline/domain';
import { useDeferredValue } from 'react';
import { ChartFieldSections, type ChartFieldsChoice } from './ChartFieldSections';
import type { ReportColumn } from '../../../lib/reporting/reportColumns';

export interface ChartBuilderPanelProps {
  columns: readonly ReportColumn[];
  choice: ChartFieldsChoice;
  onChoiceChange: (choice: ChartFieldsChoice) => void;
  adding: boolean;
  onAdd: () => void;
}

const NO_COLUMNS: readonly ReportColumn[] = [];
/** About the three sections' height, held while they are drawn. */
const SECTIONS_HEIGHT = 720;

/**
 * The left panel (docs/product/reporting.md §2): 'Add A New Chart' and the new chart's fields and type.
 * The sections (a control per dataset column) are drawn in a background render after
 * the report's cards, so the first charts do not wait for them.
 */
export function ChartBuilderPanel({
  columns,
  choice,
  onChoiceChange,
  adding,
  onAdd,
}: ChartBuilderPanelProps) {
  const shown = useDeferredValue(columns, NO_COLUMNS);
  return (
    <Paper
      component="aside"
      aria-label="Chart builder"
      variant="outlined"
      sx={{ p: 1.5, alignSelf: 'start' }}
    >
      <Button
        fullWidth
        variant="contained"
        startIcon={<AddRounded />}
        disabled={adding}
        onClick={onAdd}
        sx={{ mb: 1 }}
      >
        {adding ? 'Adding Chart...' : 'Add A New Chart'}
      </Button>
      {shown !== columns ? (
        <Skeleton variant="rounded" height={SECTIONS_HEIGHT} aria-hidden />
      ) : (
        <ChartFieldSections
          columns={columns}
          value={choice}
          onCategoryChange={(column) => onChoiceChange({ ...choice, categoryId: column.id })}
          onSeriesToggle={(id) =>
            onChoiceChange({
              ...choice,
              seriesIds: choice.seriesIds.includes(id)
                ? choice.seriesIds.filter((other) => other !== id)
                : [...choice.seriesIds, id],
            })
          }
          onChartTypeChange={(chartType: ChartType) => onChoiceChange({ ...choice, chartType })}
        />
      )}
    </Paper>
  );
}
