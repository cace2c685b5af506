/** How a column's series looks: its label (in the person's units), colour and data-label decimals. */
export interface ChartColumnLook {
  name: string;
  /** '#rrggbb'. */
  color: string;
  decimals: number;
}

/** What a chart option needs besides the chart's configuration and data. */
export interface ChartOptionSettings {
  /** By column id: the category column and every series column. */
  columns: Readonly<Record<string, ChartColumnLook>>;
  displayDataLabels: boolean;
  /** Number formats, e.g. 'en-GB'. */
  locale: string;
  /** How a category reads on the axis (e.g. a date in the person's format); as it is without one. */
  categoryLabel?: (category: string) => string;
}
