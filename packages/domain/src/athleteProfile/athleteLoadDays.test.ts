import { describe, expect, it } from 'vitest';
import { athleteLoadDays } from './athleteLoadDays.js';

const UTC = { timeZone: 'UTC' };
const at = (date: string, time = '10:00') => new Date(`${date}T${time}:00Z`);
const session = (date: string, totalDistanceM: number, time?: string) => ({
  startTime: at(date, time),
  totalDistanceM,
});

describe('athleteLoadDays', () => {
  it("gives each day's distance, and the 7-day over the 28-day mean once there are 28 days", () => {
    // 4,000 m every Monday for four weeks before the range, 8,000 m on its first Monday.
    const sessions = [
      session('2026-10-05', 4000),
      session('2026-10-12', 4000),
      session('2026-10-19', 4000),
      session('2026-10-26', 4000),
      session('2026-11-02', 8000),
    ];
    const days = athleteLoadDays(
      sessions,
      { firstDay: '2026-11-01', lastDay: '2026-11-03', ...UTC },
      at('2026-10-05'),
    );
    expect(days.map((day) => day.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(days.map((day) => day.distanceM)).toEqual([0, 8000, 0]);
    // 1 Nov: the last 7 days hold 4,000 m (26 Oct), the last 28 hold 4 x 4,000 m: (4000/7)/(16000/28) = 1.
    expect(days[0]!.acuteChronicRatio).toBeCloseTo(1, 10);
    // 2 Nov: acute 8,000 m (the 26 Oct session is 7 days back, outside); chronic 12,000 + 8,000 (5 Oct is out).
    expect(days[1]!.acuteChronicRatio).toBeCloseTo(8000 / 7 / (20000 / 28), 10);
  });

  it('gives the EWMA ratio of Williams et al. (2017) from the same days', () => {
    // One session of 2,800 m on 5 Oct, the first day read (27 days before the range's first day).
    const days = athleteLoadDays(
      [session('2026-10-05', 2800)],
      { firstDay: '2026-11-01', lastDay: '2026-11-01', ...UTC },
      at('2026-10-01'),
    );
    // Day 0 is 5 Oct: acute = 2800 x 2/8 = 700, chronic = 2800 x 2/29; then 27 days without load
    // scale each by (1 - λ)^27: acute 700 x 0.75^27, chronic (5600/29) x (27/29)^27.
    const acute = 700 * 0.75 ** 27;
    const chronic = (5600 / 29) * (27 / 29) ** 27;
    expect(days[0]!.ewmaAcuteChronicRatio).toBeCloseTo(acute / chronic, 10);
    expect(days[0]!.acuteChronicRatio).toBe(0);
  });

  it('has no ratio before the 28th day of the athlete with Touchline, nor over 28 empty days', () => {
    const days = athleteLoadDays(
      [session('2026-11-01', 5000)],
      { firstDay: '2026-11-01', lastDay: '2026-11-28', ...UTC },
      at('2026-11-01'),
    );
    expect(days).toHaveLength(28);
    expect(days.slice(0, 27).every((day) => day.acuteChronicRatio === null)).toBe(true);
    // 28 Nov: the first day's session is 27 days back, inside the 28 but not the 7.
    expect(days[27]!.acuteChronicRatio).toBe(0);
    expect(
      athleteLoadDays([], { firstDay: '2026-11-01', lastDay: '2026-11-02', ...UTC }, null).map(
        (day) => day.acuteChronicRatio,
      ),
    ).toEqual([null, null]);
  });

  it("puts a session on the reader's day: 23:30 UTC is the next day in Madrid", () => {
    const days = athleteLoadDays(
      [session('2026-11-01', 3000, '23:30')],
      { firstDay: '2026-11-01', lastDay: '2026-11-02', timeZone: 'Europe/Madrid' },
      null,
    );
    expect(days.map((day) => day.distanceM)).toEqual([0, 3000]);
  });
});
