import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReportChartFieldsFragment } from '../../../gql/graphql';
import { useNearViewport } from '../../../lib/charts/useNearViewport';
import { CHART_AREA_HEIGHT } from './ChartArea';
import { ChartCardBody } from './ChartCardBody';
import { isChartChanged, type FieldValues } from './chartChanged';
import { chartDescription } from './chartDescription';
import { chartDisplay, chartLooks, type ChartSetting } from '../../../lib/reporting/chartDisplay';
import { categoryIdOf, draftOfChart, seriesIdsOf } from './chartDraft';
import { ChartEditToolbar } from './ChartEditToolbar';
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

/**
 * A saved chart (docs/product/reporting.md §2): an article named by its title; edit mode when
 * selected. Its chart is aggregated and drawn once the card nears the viewport.
 */
export const ChartCard = memo(function ChartCard(props: ChartCardProps) {
  const { chart, setting, selected, actions } = props;
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const near = useNearViewport(card);
  const saved = useMemo(() => draftOfChart(chart), [chart]);
  const [draft, setDraft] = useChartDraft(saved);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [deleting, setDeleting] = useState(false);
  const [saving, setSaving] = useState(false);
  const shown = selected ? draft : saved;
  const { looks } = useMemo(
    () => chartLooks(setting, shown.chartConfig),
    [setting, shown.chartConfig],
  );
  const changed = selected && isChartChanged(draft, saved, props.fieldValues);

  // The picture print and export use; aggregated only when asked for.
  const imageSource = useMemo(
    () =>
      chartImageSource(shown.title, () => {
        const display = chartDisplay(setting, shown);
        return display.hasData ? display.option : null;
      }),
    [setting, shown],
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
    await actions.updateChart(chart, draft);
    setSaving(false);
  };
  const chartColumns = [categoryIdOf(shown), ...seriesIdsOf(shown)].map((id) => ({
    id,
    name: looks[id]?.name ?? id,
  }));

  return (
    <Paper
      ref={card}
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
          <Typography variant="body2" color="text.secondary">
            {chartDescription(shown.chartConfig, looks)}
          </Typography>
          {changed && <UnsavedChangesDot />}
        </Box>
        <ChartViewActions
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
          onChange={setDraft}
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
      {near || selected ? (
        <ChartCardBody
          setting={setting}
          shown={shown}
          selected={selected}
          onChange={setDraft}
          view={view}
        />
      ) : (
        <Skeleton variant="rounded" height={CHART_AREA_HEIGHT} />
      )}
      {/* Mounted only while asked: thirty closed dialogs would still cost the page its start. */}
      {deleting && (
        <DeleteChartDialog
          open
          onCancel={() => setDeleting(false)}
          onConfirm={() => {
            setDeleting(false);
            if (selected) props.onSelect(null);
            void actions.destroyChart(chart.id);
          }}
        />
      )}
    </Paper>
  );
});
