import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ReportChartFieldsFragment } from '../../../gql/graphql';
import { ChartFilterBar } from '../filters/ChartFilterBar';
import { ChartArea } from './ChartArea';
import { isChartChanged, type FieldValues } from './chartChanged';
import { chartDescription } from './chartDescription';
import { chartDisplay, localDate, type ChartSetting } from './chartDisplay';
import {
  categoryIdOf,
  draftOfChart,
  seriesIdsOf,
  withCategory,
  withConfig,
  withSeriesToggled,
  type ChartDraft,
} from './chartDraft';
import { ChartEditToolbar } from './ChartEditToolbar';
import { ChartFieldSections } from './ChartFieldSections';
import { chartImageSource, downloadChartPng, type ChartImageRegistry } from './chartImages';
import { ChartViewActions } from './ChartViewActions';
import { DeleteChartDialog } from './DeleteChartDialog';
import { UnsavedChangesDot } from './UnsavedChangesDot';
import type { useReportChartActions } from './useReportChartActions';
import { useChartDraft } from './useChartDraft';

export interface ChartCardProps {
  chart: ReportChartFieldsFragment;
  chartCount: number;
  setting: ChartSetting;
  fieldValues: FieldValues;
  selected: boolean;
  onSelect: (chartId: string | null) => void;
  actions: ReturnType<typeof useReportChartActions>;
  images: ChartImageRegistry;
}

/** A saved chart (spec 02 §2): an article named by its title; edit mode when selected. */
export function ChartCard(props: ChartCardProps) {
  const { chart, setting, selected, actions } = props;
  const { table, columns, locale } = setting;
  const titleId = useId();
  const saved = useMemo(() => draftOfChart(chart), [chart]);
  const [draft, setDraft] = useChartDraft(saved);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [deleting, setDeleting] = useState(false);
  const [saving, setSaving] = useState(false);
  const shown = selected ? draft : saved;
  // Not the title: typing it neither re-aggregates nor redraws.
  const { chartConfig, sortConfig, filters, displayDataLabels } = shown;
  const display = useMemo(
    () => chartDisplay(setting, { chartConfig, sortConfig, filters, displayDataLabels }),
    [setting, chartConfig, sortConfig, filters, displayDataLabels],
  );
  const changed = selected && isChartChanged(draft, saved, props.fieldValues);

  const imageSource = useMemo(
    () => chartImageSource(shown.title, display.hasData ? display.option : null),
    [shown.title, display],
  );
  useEffect(() => {
    props.images.set(chart.id, imageSource);
    return () => void props.images.delete(chart.id);
  }, [props.images, chart.id, imageSource]);

  const exit = () => {
    setDraft(saved);
    props.onSelect(null);
  };
  const save = async () => {
    setSaving(true);
    await actions.updateChart(chart.id, draft);
    setSaving(false);
  };
  const categoryId = categoryIdOf(shown);
  const chartColumns = [categoryId, ...seriesIdsOf(shown)].map((id) => ({
    id,
    name: display.looks[id]?.name ?? id,
  }));
  const categoryColumn = columns.find(({ id }) => id === categoryId);
  const change = (next: ChartDraft) => setDraft(next);

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="h3"
            component="h3"
            sx={selected ? visuallyHidden : { wordBreak: 'break-word' }}
          >
            {chart.title}
          </Typography>
          {!selected && (
            <Typography variant="body2" color="text.secondary">
              {chartDescription(shown.chartConfig, display.looks)}
            </Typography>
          )}
          {changed && <UnsavedChangesDot />}
        </Box>
        <ChartViewActions
          title={chart.title}
          selected={selected}
          onEdit={() => (selected ? exit() : props.onSelect(chart.id))}
          onDuplicate={() => void actions.createChart({ ...saved })}
          onExportImage={() => void downloadChartPng(imageSource)}
          onDelete={() => setDeleting(true)}
        />
      </Box>
      {selected && (
        <ChartEditToolbar
          draft={draft}
          onChange={change}
          columns={chartColumns}
          position={chart.position}
          chartCount={props.chartCount}
          onMove={(position) => void actions.moveChart(chart.id, position)}
          view={view}
          onViewChange={setView}
          saving={saving}
          onSave={() => void save()}
          onExit={exit}
        />
      )}
      {selected && (
        <ChartFilterBar
          table={table}
          filters={draft.filters}
          onFiltersChange={(filters) => change({ ...draft, filters })}
          aggregation={draft.chartConfig.agg_func}
          onAggregationChange={(agg_func) => change(withConfig(draft, { agg_func }))}
          timeFrame={
            categoryColumn?.chartDataType === 'time'
              ? (draft.chartConfig.time_frame ?? null)
              : undefined
          }
          onTimeFrameChange={(time_frame) => change(withConfig(draft, { time_frame }))}
          categoryId={categoryId}
          dateLabel={(date) => localDate(date, locale)}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: selected ? { md: '260px 1fr' } : '1fr',
        }}
      >
        {selected && (
          <ChartFieldSections
            columns={columns}
            value={{
              categoryId,
              seriesIds: seriesIdsOf(draft),
              chartType: draft.chartConfig.chart_type,
            }}
            onCategoryChange={(column) => change(withCategory(draft, column))}
            onSeriesToggle={(id) => change(withSeriesToggled(draft, id))}
            onChartTypeChange={(chart_type) => change(withConfig(draft, { chart_type }))}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <ChartArea
            display={display}
            view={view}
            title={shown.title}
            categoryId={categoryId}
            locale={locale}
          />
        </Box>
      </Box>
      <DeleteChartDialog
        open={deleting}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          if (selected) props.onSelect(null);
          void actions.destroyChart(chart.id);
        }}
      />
    </Paper>
  );
}
