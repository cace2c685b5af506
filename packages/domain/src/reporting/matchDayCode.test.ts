import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../dates/zonedCalendar.js';
import { matchDayCoder } from './matchDayCode.js';

describe('matchDayCoder', () => {
  it('codes a Saturday-to-Saturday week', () => {
    // Matches on Saturday 2026-11-07 and Saturday 2026-11-14.
    const codeOf = matchDayCoder(['2026-11-14', '2026-11-07']);
    const week = Array.from({ length: 8 }, (_, day) => codeOf(addCalendarDays('2026-11-07', day)));
    // Sat MD, Sun MD+1, Mon MD+2, Tue MD-4, Wed MD-3, Thu MD-2, Fri MD-1, Sat MD.
    expect(week).toEqual(['MD', 'MD+1', 'MD+2', 'MD-4', 'MD-3', 'MD-2', 'MD-1', 'MD']);
  });

  it('gives a day after a match its after-match code when the next match is also near', () => {
    // Matches on Saturday and Tuesday: Sunday is MD+1 (not MD-2), Monday MD+2 (not MD-1).
    const codeOf = matchDayCoder(['2026-11-07', '2026-11-10']);
    expect(codeOf('2026-11-08')).toBe('MD+1');
    expect(codeOf('2026-11-09')).toBe('MD+2');
    expect(codeOf('2026-11-10')).toBe('MD');
  });

  it('has no code on days further than four before and two after any match', () => {
    const codeOf = matchDayCoder(['2026-11-01', '2026-11-15']);
    // 2026-11-04 is three days after the first, eleven before the next.
    expect(codeOf('2026-11-04')).toBeNull();
    expect(codeOf('2026-11-10')).toBeNull(); // five days before
    expect(codeOf('2026-11-11')).toBe('MD-4');
    expect(codeOf('2026-12-01')).toBeNull(); // after the season's last match
    expect(codeOf('2026-10-20')).toBeNull(); // before its first
    expect(matchDayCoder([])('2026-11-04')).toBeNull();
  });

  it('counts calendar days across a month end', () => {
    const codeOf = matchDayCoder(['2026-03-01']);
    expect(codeOf('2026-02-26')).toBe('MD-3');
    expect(codeOf('2026-03-02')).toBe('MD+1');
  });
});
