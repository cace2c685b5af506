/** The training report's tabs (docs/product/shell-and-sessions.md §2.7), in order; the first is the default. */
export const TRAINING_TABS = ['Session Avg', 'Details', 'Speeds'] as const;
export type TrainingTab = (typeof TRAINING_TABS)[number];

/** A tab's URL segment: its name with the spaces removed, e.g. 'SessionAvg'. */
export function trainingTabPath(tab: TrainingTab): string {
  return tab.replace(/\s+/g, '');
}

/** The tab a URL segment names; the first tab for none or an unknown one. */
export function trainingTabFromPath(path: string | null | undefined): TrainingTab {
  return TRAINING_TABS.find((tab) => trainingTabPath(tab) === path) ?? TRAINING_TABS[0];
}
