import { describe, expect, it } from 'vitest';
import { WallClockZone } from '../../dates/WallClockZone.js';
import { CatapultTimestamps } from './CatapultTimestamps.js';

function read(text: string, timeZone = 'Europe/London'): string {
  const bytes = new TextEncoder().encode(text);
  const ms = new CatapultTimestamps(new WallClockZone(timeZone)).parse(bytes, 0, bytes.length);
  return Number.isNaN(ms) ? 'NaN' : new Date(ms).toISOString();
}

describe('CatapultTimestamps', () => {
  it('reads day-first dates as the wall-clock time of the zone', () => {
    expect(read('14/03/2026 10:00:00.10')).toBe('2026-03-14T10:00:00.100Z');
    expect(read('14/07/2026 10:00:00.10')).toBe('2026-07-14T09:00:00.100Z');
    expect(read('4.7.2026 9:05:01,25', 'Europe/Berlin')).toBe('2026-07-04T07:05:01.250Z');
    expect(read('14-03-2026  10:00', 'UTC')).toBe('2026-03-14T10:00:00.000Z');
    expect(read('14/03/2026 10:00:00.1+01:00')).toBe('2026-03-14T09:00:00.100Z');
  });

  it('reads ISO times: an offset names the instant, none the zone’s wall clock', () => {
    expect(read('2026-07-14T10:00:00.100')).toBe('2026-07-14T09:00:00.100Z');
    expect(read('2026-07-14 10:00:00.1Z')).toBe('2026-07-14T10:00:00.100Z');
    expect(read('2026-07-14T10:00:00-03:00')).toBe('2026-07-14T13:00:00.000Z');
    expect(read('1784019600100')).toBe('2026-07-14T09:00:00.100Z');
  });

  it('refuses month-first and broken dates rather than read them wrong', () => {
    for (const text of [
      '03/14/2026 10:00:00',
      '31/04/2026 10:00:00',
      '14/03/26 10:00:00',
      '14/03-2026 10:00:00',
      '14/03/2026',
      '114/03/2026 10:00',
      '14/03/2026 10',
      'yesterday',
      '',
    ]) {
      expect(read(text), text).toBe('NaN');
    }
  });
});
