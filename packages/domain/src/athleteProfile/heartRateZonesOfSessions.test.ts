import { describe, expect, it } from 'vitest';
import { heartRateZonesOfSessions } from './heartRateZonesOfSessions.js';

describe('heartRateZonesOfSessions', () => {
  it("weighs each session's zones by its minutes with heart rate, found from its TRIMP", () => {
    // A: 60 min with heart rate, 30 in zone 2 and 30 in zone 4: TRIMP 2 x 30 + 4 x 30 = 180.
    // B: 20 min, all in zone 5: TRIMP 100.
    const zones = heartRateZonesOfSessions([
      { heartRateZonePercentages: [0, 50, 0, 50, 0], trimp: 180, activeSeconds: 4000 },
      { heartRateZonePercentages: [0, 0, 0, 0, 100], trimp: 100, activeSeconds: 1500 },
    ])!;
    expect(zones.minutesWithHeartRate).toBeCloseTo(80, 10);
    // 30 of 80 minutes in zones 2 and 4, 20 of 80 in zone 5.
    const expected = [0, 37.5, 0, 37.5, 25];
    zones.zonePercentages.forEach((percent, zone) =>
      expect(percent).toBeCloseTo(expected[zone]!, 10),
    );
    expect(zones.sessionCount).toBe(2);
  });

  it('counts the active minutes of a session below zone 1 and leaves out sessions without heart rate', () => {
    // A: 10 min, 40 % of them (4 min) in zone 1, the rest below: TRIMP 4. B: 30 active minutes, all below.
    const zones = heartRateZonesOfSessions([
      { heartRateZonePercentages: [40, 0, 0, 0, 0], trimp: 4, activeSeconds: 900 },
      { heartRateZonePercentages: [0, 0, 0, 0, 0], trimp: 0, activeSeconds: 1800 },
      { heartRateZonePercentages: null, trimp: null, activeSeconds: 3600 },
    ])!;
    expect(zones.minutesWithHeartRate).toBeCloseTo(40, 10);
    expect(zones.zonePercentages[0]).toBeCloseTo(10, 10);
    expect(zones.sessionCount).toBe(2);
    expect(
      heartRateZonesOfSessions([
        { heartRateZonePercentages: null, trimp: null, activeSeconds: 60 },
      ]),
    ).toBeNull();
  });
});
