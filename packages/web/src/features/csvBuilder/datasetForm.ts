import { format, subDays } from 'date-fns';

/** The create form's values; dates are yyyy-MM-dd, or '' when nothing valid was typed. */
export interface DatasetFormValues {
  title: string;
  csvTemplateId: string;
  startDate: string;
  endDate: string;
}

/** The title's placeholder (docs/product/reporting.md §2). */
export const DATASET_TITLE_PLACEHOLDER = 'Session Data: start date - end date';

/** A new dataset covers the last 4 weeks, today included. */
export const DEFAULT_RANGE_DAYS = 28;

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** The create form when it opens (and after a dataset was generated). */
export function newDatasetValues(today: Date = new Date()): DatasetFormValues {
  return {
    title: '',
    csvTemplateId: '',
    startDate: isoDay(subDays(today, DEFAULT_RANGE_DAYS - 1)),
    endDate: isoDay(today),
  };
}

/** The duplicate dialog's Generate: never while submitting or while a date is empty (docs/product/reporting.md §5). */
export function canGenerateDuplicate(
  values: { startDate: string; endDate: string },
  submitting: boolean,
): boolean {
  return !submitting && values.startDate !== '' && values.endDate !== '';
}
