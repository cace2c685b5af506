import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { ChartType } from '@touchline/domain';
import { useEffect, useState } from 'react';
import { ChartFieldSections, type ChartFieldsChoice } from './ChartFieldSections';
import { queueAfterCharts } from '../../../lib/charts/drawingQueue';
import type { ReportColumn } from '../../../lib/reporting/reportColumns';

export interface ChartBuilderPanelProps {
  columns: readonly ReportColumn[];
  choice: ChartFieldsChoice;
  onChoiceChange: (choice: ChartFieldsChoice) => void;
  adding: boolean;
  onAdd: () => void;
}

/** About the three sections' height, held while they are drawn. */
const SECTIONS_HEIGHT = 720;

/**
 * The left panel (docs/product/reporting.md §2): 'Add A New Chart' and the new chart's fields and type.
 * The sections (a control per dataset column) are drawn once the charts in view are, so the
 * first charts do not wait for them (nor share the main thread with them).
 */
export function ChartBuilderPanel({
  columns,
  choice,
  onChoiceChange,
  adding,
  onAdd,
}: ChartBuilderPanelProps) {
  const [listed, setListed] = useState(false);
  useEffect(() => (listed ? undefined : queueAfterCharts(() => setListed(true))), [listed]);
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
      {!listed ? (
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
