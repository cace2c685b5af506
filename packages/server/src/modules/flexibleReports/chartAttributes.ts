import {
  CHART_SETTINGS_MAX_BYTES,
  calendarDateIn,
  jsonBytes,
  validateChartConfig,
  validateChartFilters,
  validateSortConfig,
  type ChartableColumn,
  type ChartConfig,
  type ChartFilters,
  type ChartValidation,
  type SortConfig,
} from '@touchline/domain';
import type { FlexibleReportChartAttributes } from '../../generated/graphql.js';
import { MAX_REPORT_TITLE_LENGTH } from './reportAttributes.js';
import type { InputIssue } from '../../errors/mutationOutcome.js';

/** A chart's own fields, checked. */
export interface ChartFields {
  title: string;
  chartConfig: ChartConfig;
  sortConfig: SortConfig;
  filters: ChartFilters;
  displayDataLabels: boolean;
}

const SETTING_NAMES = {
  chartConfig: 'configuration',
  sortConfig: 'sort setting',
  filters: 'filter setting',
} as const;

const hourMinute = new Map<string, Intl.DateTimeFormat>();

/** docs/product/reporting.md §5: a chart saved without a title is called 'Chart' and the date and time, in the person's zone. */
export function untitledChartTitle(now: Date, timeZone: string): string {
  let format = hourMinute.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    hourMinute.set(timeZone, format);
  }
  return `Chart ${calendarDateIn(now, timeZone)} ${format.format(now)}`;
}

/**
 * The chart's fields after `attributes` (over `current` when updating: only
 * the fields given change), or the rules they break, under
 * ['attributes', field, ...the validator's path]. The chart's data fields
 * must be among `columns`, the dataset's.
 */
export function resolveChartFields(
  attributes: FlexibleReportChartAttributes,
  current: ChartFields | null,
  context: { columns: readonly ChartableColumn[]; now: Date; timeZone: string },
): { fields: ChartFields; issues: [] } | { fields: null; issues: InputIssue[] } {
  // Sizes first, cheaply: nothing larger is read any further.
  const oversized = (['chartConfig', 'sortConfig', 'filters'] as const).filter(
    (field) => attributes[field] != null && jsonBytes(attributes[field]) > CHART_SETTINGS_MAX_BYTES,
  );
  if (oversized.length > 0)
    return {
      fields: null,
      issues: oversized.map((field) => ({
        path: ['attributes', field],
        message: `The chart’s ${SETTING_NAMES[field]} is too large (at most ${CHART_SETTINGS_MAX_BYTES / 1024} KB).`,
      })),
    };
  const issues: InputIssue[] = [];
  const checked = <T>(field: string, validation: ChartValidation<T>): T | null => {
    if (validation.ok) return validation.value;
    for (const error of validation.errors)
      issues.push({ path: ['attributes', field, ...error.path], message: error.message });
    return null;
  };

  let title = current?.title ?? '';
  if (attributes.title !== undefined || !current) {
    const given = attributes.title?.trim() ?? '';
    if (given.length > MAX_REPORT_TITLE_LENGTH)
      issues.push({
        path: ['attributes', 'title'],
        message: `Chart title is too long (at most ${MAX_REPORT_TITLE_LENGTH} characters).`,
      });
    title = given || untitledChartTitle(context.now, context.timeZone);
  }

  let chartConfig = current?.chartConfig ?? null;
  if (attributes.chartConfig != null)
    chartConfig = checked(
      'chartConfig',
      validateChartConfig(attributes.chartConfig, context.columns),
    );
  else if (!current || attributes.chartConfig === null)
    issues.push({
      path: ['attributes', 'chartConfig'],
      message: 'Choose the chart’s data fields and type.',
    });

  const sortConfig =
    attributes.sortConfig !== undefined
      ? checked('sortConfig', validateSortConfig(attributes.sortConfig))
      : (current?.sortConfig ?? []);
  const filters =
    attributes.filters !== undefined
      ? checked('filters', validateChartFilters(attributes.filters))
      : (current?.filters ?? {});
  const displayDataLabels = attributes.displayDataLabels ?? current?.displayDataLabels ?? false;

  if (issues.length > 0 || !chartConfig || !sortConfig || !filters) return { fields: null, issues };
  return { fields: { title, chartConfig, sortConfig, filters, displayDataLabels }, issues: [] };
}
