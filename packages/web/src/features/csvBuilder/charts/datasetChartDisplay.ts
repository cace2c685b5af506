import type { UnitSystem } from '@touchline/domain';
import {
  chartDisplay,
  type ChartDisplay,
  type ChartSetting,
} from '../../../lib/reporting/chartDisplay';
import { reportColumns } from '../../../lib/reporting/reportColumns';
import type { LoadedDataset } from '../csvBuilderTypes';
import { tableOfRuns, type DatasetChart } from './datasetChart';

/** Where the dataset's charts are drawn: its table, in the person's units and its date format. */
export function datasetChartSetting(
  dataset: Pick<LoadedDataset, 'table' | 'dateFormat' | 'startsAt' | 'endsAt'>,
  unitSystem: UnitSystem,
): ChartSetting {
  return {
    table: dataset.table,
    columns: reportColumns(dataset.table, unitSystem),
    unitSystem,
    // Numbers read as the dates do: DD/MM/YYYY is the British way.
    locale: dataset.dateFormat === 'DD/MM/YYYY' ? 'en-GB' : 'en-US',
    dateFormat: dataset.dateFormat,
    range: { startsOn: dataset.startsAt, endsOn: dataset.endsAt },
  };
}

/** A chart's data (the domain's aggregation of its rows, in the person's units) and option. */
export function datasetChartDisplay(setting: ChartSetting, chart: DatasetChart): ChartDisplay {
  return chartDisplay({ ...setting, table: tableOfRuns(setting.table, chart.rowRuns) }, chart.spec);
}
