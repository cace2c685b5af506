import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneChoices } from './timeZones.js';

describe('isTimeZone', () => {
  it('knows IANA zones and UTC', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
  });

  it('refuses what is not a zone', () => {
    for (const value of ['', 'Mars/Olympus', 'Europe/London ', '../etc', 'x'.repeat(80)]) {
      expect(isTimeZone(value)).toBe(false);
    }
  });

  it('offers UTC first, then every zone once', () => {
    const choices = timeZoneChoices();
    expect(choices[0]).toBe('UTC');
    expect(choices).toContain('Europe/London');
    expect(new Set(choices).size).toBe(choices.length);
  });
});
