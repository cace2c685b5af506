import { describe, expect, it } from 'vitest';
import {
  DATASET_END_BEFORE_START,
  DATASET_YEARS,
  DATASET_END_DATE_INVALID,
  DATASET_RANGE_TOO_LONG,
  DATASET_START_DATE_INVALID,
  DATASET_TITLE_BLANK,
  DATASET_TITLE_TOO_LONG,
  validateDatasetAttributes,
} from './validateDatasetAttributes.js';

const valid = {
  title: 'Session Data: 2026-01-01 - 2026-03-31',
  startDate: '2026-01-01',
  endDate: '2026-03-31',
};
const issuesOf = (change: Partial<typeof valid>) =>
  validateDatasetAttributes({ ...valid, ...change });

describe('validateDatasetAttributes', () => {
  it('accepts a title and a range of at most a year', () => {
    expect(issuesOf({})).toEqual([]);
    expect(issuesOf({ startDate: '2026-03-31', endDate: '2026-03-31' })).toEqual([]);
    expect(issuesOf({ startDate: '2025-04-01', endDate: '2026-04-01' })).toEqual([]);
  });

  it('says the texts of docs/product/dataset-templates.md §7', () => {
    expect([
      DATASET_TITLE_BLANK,
      DATASET_START_DATE_INVALID,
      DATASET_END_DATE_INVALID,
      DATASET_END_BEFORE_START,
      DATASET_RANGE_TOO_LONG,
    ]).toEqual([
      "Dataset Title can't be blank",
      'Start Date is not a valid date',
      'End Date is not a valid date',
      'End Date must be on or after Start Date',
      'The date range can be at most one year',
    ]);
  });

  it('requires a title after trimming, of at most 200 characters', () => {
    expect(issuesOf({ title: '  \t ' })).toEqual([
      { path: ['title'], message: DATASET_TITLE_BLANK },
    ]);
    expect(issuesOf({ title: ` ${'x'.repeat(200)} ` })).toEqual([]);
    expect(issuesOf({ title: 'x'.repeat(201) })).toEqual([
      { path: ['title'], message: DATASET_TITLE_TOO_LONG },
    ]);
  });

  it('requires real days written yyyy-MM-dd', () => {
    expect(issuesOf({ startDate: '2026-02-29', endDate: '31/03/2026' })).toEqual([
      { path: ['startDate'], message: DATASET_START_DATE_INVALID },
      { path: ['endDate'], message: DATASET_END_DATE_INVALID },
    ]);
    for (const endDate of [
      '',
      ' 2026-03-31',
      '2026-13-01',
      '2026-04-31',
      '2026-3-31',
      '2026-03-31T00:00',
    ])
      expect(issuesOf({ endDate })).toEqual([
        { path: ['endDate'], message: DATASET_END_DATE_INVALID },
      ]);
    expect(issuesOf({ startDate: '2024-02-29', endDate: '2024-03-01' })).toEqual([]);
  });

  it('requires the start on or before the end', () => {
    expect(issuesOf({ startDate: '2026-04-01', endDate: '2026-03-31' })).toEqual([
      { path: ['endDate'], message: DATASET_END_BEFORE_START },
    ]);
  });

  it('allows at most one calendar year', () => {
    expect(issuesOf({ startDate: '2025-04-01', endDate: '2026-04-02' })).toEqual([
      { path: ['endDate'], message: DATASET_RANGE_TOO_LONG },
    ]);
    // A year after 29 February is 28 February.
    expect(issuesOf({ startDate: '2024-02-29', endDate: '2025-02-28' })).toEqual([]);
    expect(issuesOf({ startDate: '2024-02-29', endDate: '2025-03-01' })).toEqual([
      { path: ['endDate'], message: DATASET_RANGE_TOO_LONG },
    ]);
  });

  it('reports every field at once', () => {
    expect(issuesOf({ title: '', startDate: 'soon', endDate: '2026-03-31' })).toEqual([
      { path: ['title'], message: DATASET_TITLE_BLANK },
      { path: ['startDate'], message: DATASET_START_DATE_INVALID },
    ]);
  });

  it('refuses days outside the years a dataset can be generated for', () => {
    const years = `must be in the years ${DATASET_YEARS.first} to ${DATASET_YEARS.last}`;
    expect(issuesOf({ startDate: '0000-01-01', endDate: '0000-01-31' })).toEqual([
      { path: ['startDate'], message: `Start Date ${years}` },
      { path: ['endDate'], message: `End Date ${years}` },
    ]);
    expect(issuesOf({ startDate: '9999-01-01', endDate: '9999-12-31' })).toEqual([
      { path: ['startDate'], message: `Start Date ${years}` },
      { path: ['endDate'], message: `End Date ${years}` },
    ]);
    expect(issuesOf({ startDate: '2099-01-01', endDate: '2099-12-31' })).toEqual([]);
  });
});
