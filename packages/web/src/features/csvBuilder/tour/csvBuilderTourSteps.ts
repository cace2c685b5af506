import type { DriveStep } from 'driver.js';

/** The step (0-based) from which the tour shows its demo dataset in the table (docs/product/reporting.md §4). */
export const DEMO_DATASET_STEP = 3;
/** The step from which the charts show a demo chart. */
export const DEMO_CHART_STEP = 4;

/** How long a step waits for its part to appear (the demo dataset renders first). */
const APPEAR_MS = 3000;

/** The tour's five steps (docs/product/reporting.md §2), on the page's anchors. */
export const CSV_BUILDER_TOUR_STEPS: DriveStep[] = [
  {
    element: '#csv-dataset-filter',
    waitForElement: APPEAR_MS,
    popover: {
      title: 'Dataset filter',
      description:
        'Everything about your datasets lives here: create one, and pick the one to work on. Hide it with Hide Dataset Filter once a dataset is loaded.',
      side: 'bottom',
    },
  },
  {
    element: '#csv-create-dataset',
    // Athletes see the list only: their tour goes on without this step.
    skipMissingElement: true,
    popover: {
      title: 'Create a dataset',
      description:
        'Give it a title, choose a template (one row per athlete per session, per segment or per week) and a date range, then press Generate. It takes a few seconds.',
      side: 'bottom',
    },
  },
  {
    element: '#csv-dataset-list',
    waitForElement: APPEAR_MS,
    popover: {
      title: 'Load a dataset',
      description:
        'Generating datasets update here live. Press Load on a Completed one to open it in the table below.',
      side: 'top',
    },
  },
  {
    element: '#csv-data-table',
    waitForElement: APPEAR_MS,
    popover: {
      title: 'Slice it in the table',
      description:
        'This is a demo dataset. Drag a column header into Row groups (or use its menu) to group rows, pick how each metric adds up, sort, filter and hide columns. Download CSV exports exactly what you see.',
      side: 'top',
    },
  },
  {
    element: '#csv-charts',
    waitForElement: APPEAR_MS,
    popover: {
      title: 'Chart it',
      description:
        'Build charts from the table’s current view, save them for next time with SAVE CHARTS, and download them with DOWNLOAD PDF. Here is a demo chart.',
      side: 'top',
    },
  },
];
