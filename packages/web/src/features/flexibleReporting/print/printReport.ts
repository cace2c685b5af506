import type { ChartImageRegistry } from '../charts/chartImages';
import { buildPrintPage } from './buildPrintPage';

/** docs/product/reporting.md §9: the print dialog opens a second after the page is built (its images load meanwhile). */
export const PRINT_DELAY_MS = 1000;

/** docs/product/reporting.md §8, word for word. */
export const PRINT_ERRORS = {
  chartMissing: (title: string) => `Chart reference missing for: ${title}`,
  noDocument: 'Failed to access iframe document',
  noFrame: 'Print frame not found',
} as const;

export interface PrintReportInput {
  frame: HTMLIFrameElement | null;
  report: { title: string; startDate: string; endDate: string };
  /** In report order. */
  charts: readonly { id: string; title: string }[];
  images: ChartImageRegistry;
  /** Timers, replaceable in tests. */
  schedule?: (print: () => void, delayMs: number) => void;
}

/**
 * Builds the report's print page in the hidden frame and prints it after
 * PRINT_DELAY_MS. Answers the error text when something is missing (nothing is printed then).
 */
export function printReport({
  frame,
  report,
  charts,
  images,
  schedule = (print, delayMs) => void window.setTimeout(print, delayMs),
}: PrintReportInput): string | null {
  const pictures: { title: string; imageUrl: string }[] = [];
  for (const chart of charts) {
    const source = images.get(chart.id);
    if (!source) return PRINT_ERRORS.chartMissing(chart.title);
    pictures.push({ title: chart.title, imageUrl: source.svgDataUrl() });
  }
  if (!frame || !frame.isConnected) return PRINT_ERRORS.noFrame;
  const document = frame.contentDocument;
  const view = frame.contentWindow;
  if (!document || !view) return PRINT_ERRORS.noDocument;
  buildPrintPage(document, { ...report, charts: pictures });
  schedule(() => {
    view.focus();
    view.print();
  }, PRINT_DELAY_MS);
  return null;
}
