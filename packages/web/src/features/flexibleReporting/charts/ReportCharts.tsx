import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { defaultChartChoice } from '@touchline/domain';
import { useMemo, useState } from 'react';
import type { ReportChartFieldsFragment } from '../../../gql/graphql';
import type { ReportDataset } from '../../../lib/reporting/datasetTableFields';
import { useUnitSystem } from '../../../lib/units/useUnitSystem';
import { PrintReportButton } from '../print/PrintReportButton';
import { ChartBuilderPanel } from './ChartBuilderPanel';
import { ChartCard } from './ChartCard';
import type { ChartSetting, ReportLocale } from '../../../lib/reporting/chartDisplay';
import { newChartDraft } from './chartDraft';
import type { ChartFieldsChoice } from './ChartFieldSections';
import type { ChartImageRegistry } from './chartImages';
import { EmptyReport } from './EmptyReport';
import { reportColumns } from '../../../lib/reporting/reportColumns';
import { useFieldValues } from './useFieldValues';
import { useReportChartActions } from './useReportChartActions';

export interface ReportChartsProps {
  report: { id: string; title: string; startDate: string; endDate: string };
  charts: readonly ReportChartFieldsFragment[];
  dataset: ReportDataset;
  locale: ReportLocale;
}

/**
 * A report's charts (docs/product/reporting.md §2): the builder's left panel while no chart is
 * selected, the empty state, and a card per chart in position order; the
 * selected card edits and filters its chart.
 */
export function ReportCharts({ report, charts, dataset, locale }: ReportChartsProps) {
  const unitSystem = useUnitSystem();
  const table = dataset.table;
  const columns = useMemo(() => reportColumns(table, unitSystem), [table, unitSystem]);
  const setting: ChartSetting = useMemo(
    () => ({
      table,
      columns,
      unitSystem,
      locale,
      dateFormat: dataset.dateFormat,
      range: { startsOn: report.startDate, endsOn: report.endDate },
    }),
    [table, columns, unitSystem, locale, dataset.dateFormat, report.startDate, report.endDate],
  );
  const fieldValues = useFieldValues(table);
  const actions = useReportChartActions(report.id);
  // One registry for the page's life: cards add and remove themselves (not state: nothing re-renders).
  const [images] = useState<ChartImageRegistry>(() => new Map());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [choice, setChoice] = useState<ChartFieldsChoice>(() => defaultChartChoice(columns));
  const ordered = useMemo(() => [...charts].sort((a, b) => a.position - b.position), [charts]);
  const selected = ordered.some(({ id }) => id === selectedId) ? selectedId : null;

  const addChart = async () => {
    const category = columns.find(({ id }) => id === choice.categoryId);
    if (!category) return;
    if (await actions.createChart(newChartDraft(category, choice.seriesIds, choice.chartType))) {
      setSelectedId(null);
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: selected ? '1fr' : '280px minmax(0, 1fr)' },
      }}
    >
      {!selected && (
        <ChartBuilderPanel
          columns={columns}
          choice={choice}
          onChoiceChange={setChoice}
          adding={actions.creating}
          onAdd={() => void addChart()}
        />
      )}
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <PrintReportButton report={report} charts={ordered} images={images} />
        </Box>
        {ordered.length === 0 ? (
          <EmptyReport adding={actions.creating} onAdd={() => void addChart()} />
        ) : (
          ordered.map((chart) => (
            <ChartCard
              key={chart.id}
              chart={chart}
              chartCount={ordered.length}
              setting={setting}
              fieldValues={fieldValues}
              selected={chart.id === selected}
              onSelect={setSelectedId}
              actions={actions}
              images={images}
            />
          ))
        )}
      </Stack>
    </Box>
  );
}
