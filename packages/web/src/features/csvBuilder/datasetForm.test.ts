import { describe, expect, it } from 'vitest';
import { canGenerateDuplicate, newDatasetValues } from './datasetForm';

describe('the dataset forms', () => {
  it('starts a new dataset over the last 4 weeks, today included, without a title or template', () => {
    expect(newDatasetValues(new Date(2026, 10, 24, 15, 0))).toEqual({
      title: '',
      csvTemplateId: '',
      startDate: '2026-10-28',
      endDate: '2026-11-24',
    });
  });

  it('lets the duplicate dialog generate only with both dates and while not submitting', () => {
    const dates = { startDate: '2026-11-01', endDate: '2026-11-28' };
    expect(canGenerateDuplicate(dates, false)).toBe(true);
    expect(canGenerateDuplicate(dates, true)).toBe(false);
    expect(canGenerateDuplicate({ ...dates, startDate: '' }, false)).toBe(false);
    expect(canGenerateDuplicate({ ...dates, endDate: '' }, false)).toBe(false);
  });
});
