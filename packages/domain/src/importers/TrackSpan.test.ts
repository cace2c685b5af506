import { describe, expect, it } from 'vitest';
import { ImportError } from './importError.js';
import { MAX_SAMPLES_PER_TRACK, MAX_TRACK_DURATION_MS } from './importLimits.js';
import { TrackSpan } from './TrackSpan.js';

const start = Date.UTC(2020, 0, 6, 10);

function problem(run: () => void): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('TrackSpan', () => {
  it('accepts a track of up to 24 hours with at least two times', () => {
    const span = new TrackSpan();
    span.add(start + 5, { line: 2 });
    span.add(start, { line: 3 });
    span.add(start + MAX_TRACK_DURATION_MS, { line: 4 });
    span.requireDuration();
    expect(span.count).toBe(3);
  });

  it('refuses a track without duration', () => {
    const span = new TrackSpan();
    span.add(start, { line: 2 });
    expect(problem(() => span.requireDuration())).toBe(
      'only one sample (2020-01-06T10:00:00.000Z): the file has no duration',
    );
    span.add(start, { line: 3 });
    expect(problem(() => span.requireDuration())).toBe(
      'every sample has the same time (2020-01-06T10:00:00.000Z): the file has no duration',
    );
    const tag = new TrackSpan({ label: "tag '7'", noun: 'the tag' });
    tag.add(start, {});
    tag.add(start, {});
    expect(problem(() => tag.requireDuration())).toBe(
      "tag '7': every sample has the same time (2020-01-06T10:00:00.000Z): the tag has no duration",
    );
    // No samples at all is the importer's own, clearer message.
    expect(() => new TrackSpan().requireDuration()).not.toThrow();
  });

  it('stops at the first sample past 24 hours, in either direction', () => {
    const span = new TrackSpan();
    span.add(start, { line: 2 });
    expect(problem(() => span.add(start + MAX_TRACK_DURATION_MS + 1, { line: 3 }))).toBe(
      'line 3: the samples span more than 24 hours (2020-01-06T10:00:00.000Z to ' +
        '2020-01-07T10:00:00.001Z): a file holds one session; is a timestamp wrong?',
    );
    const early = new TrackSpan({ label: '<trk> 2', noun: 'the track' });
    early.add(start, { line: 9 });
    expect(problem(() => early.add(0, { line: 10 }))).toMatch(
      /^line 10: <trk> 2: the samples span more than 24 hours \(1970-01-01T00:00:00\.000Z to /,
    );
    const far = new TrackSpan();
    far.add(-8.64e15, {});
    expect(problem(() => far.add(8.64e15, {}))).toMatch(/-271821-04-20T00:00:00\.000Z to/);
  });

  it('stops at the first sample past the cap', () => {
    const span = new TrackSpan({ label: "tag 'A'", noun: 'the tag' });
    for (let i = 0; i < MAX_SAMPLES_PER_TRACK; i++) span.add(start + i, {});
    expect(problem(() => span.add(start, { line: 5_000_002 }))).toBe(
      "line 5000002: tag 'A': more than 5,000,000 samples: no recording of one session has that many",
    );
  });
});
