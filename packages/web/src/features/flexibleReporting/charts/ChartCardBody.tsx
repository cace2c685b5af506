import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { ChartFilterBar } from '../filters/ChartFilterBar';
import { ChartArea } from './ChartArea';
import { chartDisplay, reportDate, type ChartSetting } from '../../../lib/reporting/chartDisplay';
import {
  categoryIdOf,
  seriesIdsOf,
  withCategory,
  withConfig,
  withSeriesToggled,
  type ChartDraft,
} from './chartDraft';
import { ChartFieldSections } from './ChartFieldSections';

export interface ChartCardBodyProps {
  setting: ChartSetting;
  /** What the card shows: the draft while selected, else the saved chart. */
  shown: ChartDraft;
  selected: boolean;
  onChange: (draft: ChartDraft) => void;
  view: 'chart' | 'table';
}

/** A card's chart area, and while selected its filter bar and data fields. */
export function ChartCardBody({ setting, shown, selected, onChange, view }: ChartCardBodyProps) {
  // Not the title: typing it neither re-aggregates nor redraws.
  const { chartConfig, sortConfig, filters, displayDataLabels } = shown;
  const display = useMemo(
    () => chartDisplay(setting, { chartConfig, sortConfig, filters, displayDataLabels }),
    [setting, chartConfig, sortConfig, filters, displayDataLabels],
  );
  const categoryId = categoryIdOf(shown);
  const categoryColumn = setting.columns.find(({ id }) => id === categoryId);
  return (
    <>
      {selected && (
        <ChartFilterBar
          table={setting.table}
          filters={filters}
          onFiltersChange={(next) => onChange({ ...shown, filters: next })}
          aggregation={chartConfig.agg_func}
          onAggregationChange={(agg_func) => onChange(withConfig(shown, { agg_func }))}
          timeFrame={
            categoryColumn?.chartDataType === 'time' ? (chartConfig.time_frame ?? null) : undefined
          }
          onTimeFrameChange={(time_frame) => onChange(withConfig(shown, { time_frame }))}
          categoryId={categoryId}
          dateLabel={(date) => reportDate(date, setting.dateFormat)}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: selected ? { md: '260px minmax(0, 1fr)' } : '1fr',
        }}
      >
        {selected && (
          <ChartFieldSections
            columns={setting.columns}
            value={{ categoryId, seriesIds: seriesIdsOf(shown), chartType: chartConfig.chart_type }}
            onCategoryChange={(column) => onChange(withCategory(shown, column))}
            onSeriesToggle={(id) => onChange(withSeriesToggled(shown, id))}
            onChartTypeChange={(chart_type) => onChange(withConfig(shown, { chart_type }))}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <ChartArea
            display={display}
            view={view}
            title={shown.title}
            categoryId={categoryId}
            locale={setting.locale}
          />
        </Box>
      </Box>
    </>
  );
}
