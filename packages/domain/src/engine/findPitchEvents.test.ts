import { describe, expect, it } from 'vitest';
import { findPitchEvents } from './findPitchEvents.js';
import type { MetricEvent } from './windowMetrics.js';

describe('findPitchEvents', () => {
  const timeMs = Float64Array.of(0, 100, 200, 300, 400, 5000, 5100);
  const onPitch = Uint8Array.of(1, 1, 0, 0, 1, 0, 0);

  it('reports every change of the on-pitch flag at the first sample after it', () => {
    const events: MetricEvent[] = [];
    findPitchEvents(timeMs, onPitch, undefined, events);
    expect(events.map((e) => [e.kind, e.startMs])).toEqual([
      ['pitchExit', 200],
      ['pitchEntry', 400],
      ['pitchExit', 5000],
    ]);
  });

  it('keeps only changes inside the window', () => {
    const events: MetricEvent[] = [];
    findPitchEvents(
      timeMs,
      onPitch,
      [
        { startMs: 250, endMs: 400 },
        { startMs: 4000, endMs: 6000 },
      ],
      events,
    );
    expect(events.map((e) => e.startMs)).toEqual([5000]);
  });
});
