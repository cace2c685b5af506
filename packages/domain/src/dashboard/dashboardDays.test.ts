import { describe, expect, it } from 'vitest';
import { dashboardDays } from './dashboardDays.js';

describe('dashboardDays', () => {
  it('covers today and the 29 days before it, in the viewer zone', () => {
    const now = new Date('2026-11-22T23:30:00Z');
    const london = dashboardDays(now, 'Europe/London');
    expect(london).toHaveLength(30);
    expect(london[0]!.date).toBe('2026-10-24');
    expect(london[29]!.date).toBe('2026-11-22');
    // Already Monday in Auckland.
    const auckland = dashboardDays(now, 'Pacific/Auckland');
    expect(auckland[29]!.date).toBe('2026-11-23');
    expect(auckland[29]!.startTime.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(dashboardDays(now, 'America/New_York')[29]!.date).toBe('2026-11-22');
  });

  it('leaves no gap and no overlap between days, across the autumn clock change', () => {
    const days = dashboardDays(new Date('2026-11-10T12:00:00Z'), 'Europe/London');
    for (let index = 1; index < days.length; index += 1) {
      expect(days[index]!.startTime).toEqual(days[index - 1]!.endTime);
    }
    const change = days.find((day) => day.date === '2026-10-25')!;
    expect(change.endTime.getTime() - change.startTime.getTime()).toBe(25 * 3_600_000);
  });
});
