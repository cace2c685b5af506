import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useSnackbar } from '../../../components/ui/useSnackbar';
import { useUnitSystem } from '../../../lib/units/useUnitSystem';
import type { GridView, LoadedDataset } from '../csvBuilderTypes';
import { builderChoice, builderOptions, type BuilderPicks } from './chartBuilderChoice';
import { DatasetChartBuilder } from './DatasetChartBuilder';
import { DatasetChartCard } from './DatasetChartCard';
import { datasetChartSetting } from './datasetChartDisplay';
import { downloadChartsPdf } from './downloadChartsPdf';
import { demoDatasetChart, newDatasetChart } from './newDatasetChart';
import { useDatasetCharts } from './useDatasetCharts';

export interface DatasetChartsProps {
  dataset: LoadedDataset;
  /** The grid's current view; null until the grid has reported it. */
  view: GridView | null;
  /** The tour's step 5: one demo chart in place of the person's, never saved. */
  demoChart: boolean;
}

const NO_VIEW: GridView = { rowIndices: [], grouping: [], visibleColumnIds: [], aggregations: {} };

/**
 * The CSV Builder's charts (docs/product/reporting.md §2): charts built from the
 * grid's current view, saved in this browser, downloaded as a PDF.
 */
export function DatasetCharts({ dataset, view, demoChart }: DatasetChartsProps) {
  const headingId = useId();
  const unitSystem = useUnitSystem();
  const snackbar = useSnackbar();
  // By its parts: a new object of the same dataset neither re-aggregates nor redraws the charts.
  const { table, dateFormat, startsAt, endsAt } = dataset;
  const setting = useMemo(
    () => datasetChartSetting({ table, dateFormat, startsAt, endsAt }, unitSystem),
    [table, dateFormat, startsAt, endsAt, unitSystem],
  );
  const { charts, add, destroy, save, savedShown } = useDatasetCharts(dataset);
  const demo = useMemo(
    () => (demoChart ? demoDatasetChart(table, setting.columns) : null),
    [demoChart, table, setting.columns],
  );
  const shown = demoChart ? (demo ? [demo] : []) : charts;
  const [picks, setPicks] = useState<BuilderPicks>({});
  const options = builderOptions(setting.columns, view ?? NO_VIEW);
  const choice = builderChoice(picks, options, view ?? NO_VIEW);
  const [exporting, setExporting] = useState(false);

  const create = () => {
    if (!view) return;
    const taken = charts.map(({ title }) => title);
    add(newDatasetChart(choice, setting.columns, view.rowIndices, taken));
  };
  const downloadPdf = async () => {
    setExporting(true);
    try {
      await downloadChartsPdf(dataset, setting, shown);
    } catch (error) {
      const reason = error instanceof Error ? ` ${error.message}` : '';
      snackbar.show({ type: 'error', message: `The PDF could not be made.${reason}` });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h2" component="h2">
        Charts
      </Typography>
      <DatasetChartBuilder
        options={options}
        choice={choice}
        onChange={(change) => setPicks((current) => ({ ...current, ...change }))}
        disabled={!view || demoChart}
        onCreate={create}
      />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', displayPrint: 'none' }}>
        <Button variant="outlined" startIcon={<SaveOutlined />} disabled={demoChart} onClick={save}>
          SAVE CHARTS
        </Button>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlined />}
          disabled={shown.length === 0 || exporting}
          onClick={() => void downloadPdf()}
        >
          DOWNLOAD PDF
        </Button>
        <Typography role="status" color="success.main" sx={{ fontWeight: 600 }}>
          {savedShown ? 'Charts Saved' : ''}
        </Typography>
      </Box>
      {shown.length === 0 ? (
        <Box
          sx={{
            py: 6,
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Typography color="text.secondary">Chart will be displayed here.</Typography>
        </Box>
      ) : (
        shown.map((chart) => (
          <DatasetChartCard
            key={chart.id}
            chart={chart}
            setting={setting}
            onDestroy={demoChart ? undefined : destroy}
          />
        ))
      )}
    </Stack>
  );
}
