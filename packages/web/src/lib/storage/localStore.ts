/** Local storage that never throws (private mode, quota, disabled storage). */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the value simply is not remembered.
    }
  },
};

export const STORAGE_KEYS = {
  currentClub: 'touchline.currentClub',
  sidebarOpen: 'touchline.sidebarOpen',
  /** The CSV Builder's saved charts, by dataset id (docs/product/reporting.md §3: one key). */
  csvBuilderCharts: 'touchline.csvBuilderCharts',
  /** Survey answers kept on the phone while offline, by distribution id (docs/product/athlete-app.md §3). */
  keptSurveyAnswers: 'touchline.keptSurveyAnswers',
} as const;
