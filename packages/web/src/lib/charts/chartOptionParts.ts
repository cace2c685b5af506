import type { ChartData } from '@touchline/domain';
import type { ChartColumnLook, ChartOptionSettings } from './chartOptionSettings';
import { AXIS_TITLE_MAX_CHARACTERS, truncateLabel } from './truncateLabel';

/** The ECharts text style the report's charts share. */
export const AXIS_NAME_STYLE = { color: '#5b6b7c', fontWeight: 600 } as const;
export const REFERENCE_LINE_COLOUR = '#5b6b7c';
/** A missing value in a tooltip or a table (docs/product/reporting.md §8). */
export const MISSING_VALUE = '-';

/** The look of a column, with a readable stand-in for a column the settings do not know. */
export function columnLook(settings: ChartOptionSettings, columnId: string): ChartColumnLook {
  return settings.columns[columnId] ?? { name: columnId, color: '#1fb57a', decimals: 0 };
}

/** A number as a data label or tooltip shows it: the column's decimals, the locale's separators. */
export function formatChartValue(value: unknown, decimals: number, locale: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MISSING_VALUE;
  return value.toLocaleString(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** An axis title: the columns' names, cut at 30 characters. */
export function axisTitle(names: readonly string[]): string {
  return truncateLabel(names.join(', '), AXIS_TITLE_MAX_CHARACTERS);
}

/** The categories as the axis shows them. */
export function categoryLabels(data: ChartData, settings: ChartOptionSettings): string[] {
  const label = settings.categoryLabel ?? ((category: string) => category);
  return data.categories.map(label);
}

interface TooltipParam {
  marker?: string;
  seriesName?: string;
  seriesIndex?: number;
  name?: string;
  value?: unknown;
}

/**
 * An axis tooltip: the category, then each series' value with its own
 * decimals ('-' when missing), in the chart's series order.
 */
export function axisTooltipFormatter(decimalsBySeries: readonly number[], locale: string) {
  return (params: unknown): string => {
    const list = (Array.isArray(params) ? params : [params]) as TooltipParam[];
    const [first] = list;
    if (!first) return '';
    const lines = list.map(
      (param) =>
        `${param.marker ?? ''}${escapeHtml(param.seriesName ?? '')}: <b>${formatChartValue(
          param.value,
          decimalsBySeries[param.seriesIndex ?? 0] ?? 0,
          locale,
        )}</b>`,
    );
    return [escapeHtml(first.name ?? ''), ...lines].join('<br/>');
  };
}

/** Tooltips are HTML: names typed by people must not become markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Shown above the plot when there is more than one series to tell apart. */
export function legendFor(names: readonly string[]) {
  return names.length > 1 ? { show: true, top: 0, type: 'scroll' as const } : { show: false };
}
