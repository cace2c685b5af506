import { describe, expect, it } from 'vitest';
import { WallClockZone } from './WallClockZone.js';
import { instantOfWallClock } from './zonedCalendar.js';

const wall = (iso: string): number => Date.parse(`${iso}Z`);
const iso = (ms: number): string => new Date(ms).toISOString();

describe('instantOfWallClock and WallClockZone', () => {
  it('reads wall-clock times of a zone, to the millisecond', () => {
    const london = new WallClockZone('Europe/London');
    expect(iso(london.instantMs(wall('2026-03-14T10:00:00.100')))).toBe('2026-03-14T10:00:00.100Z');
    expect(iso(london.instantMs(wall('2026-07-14T10:00:00.100')))).toBe('2026-07-14T09:00:00.100Z');
    const sydney = new WallClockZone('Australia/Sydney');
    expect(iso(sydney.instantMs(wall('2026-03-14T10:00:59.900')))).toBe('2026-03-13T23:00:59.900Z');
    expect(iso(new WallClockZone('UTC').instantMs(wall('2026-03-14T10:00:00.000')))).toBe(
      '2026-03-14T10:00:00.000Z',
    );
  });

  it('follows the clocks changing inside a recording, as the uncached lookup does', () => {
    const zone = new WallClockZone('Europe/Berlin');
    // 2026-03-29: 02:00 becomes 03:00 in Berlin; 2026-10-25: 03:00 becomes 02:00.
    for (const day of ['2026-03-29', '2026-10-25']) {
      for (let ms = wall(`${day}T00:58:00`); ms < wall(`${day}T03:02:00`); ms += 15_100) {
        expect(zone.instantMs(ms)).toBe(instantOfWallClock(ms, 'Europe/Berlin'));
      }
    }
    expect(iso(zone.instantMs(wall('2026-03-29T01:59:59.900')))).toBe('2026-03-29T00:59:59.900Z');
    expect(iso(zone.instantMs(wall('2026-03-29T03:00:00.000')))).toBe('2026-03-29T01:00:00.000Z');
    // A skipped time is the same time of the new offset.
    expect(iso(zone.instantMs(wall('2026-03-29T02:30:00.000')))).toBe('2026-03-29T01:30:00.000Z');
  });
});
