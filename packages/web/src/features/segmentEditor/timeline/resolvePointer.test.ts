import { describe, expect, it } from 'vitest';
import { resolvePointer, type PointerGeometry } from './resolvePointer';

const geometry: PointerGeometry = {
  lane: { left: 200, top: 100, right: 1000, bottom: 212 },
  laneScrollTop: 0,
  rows: { left: 200, top: 212, right: 1000, bottom: 612 },
  rowsScrollTop: 0,
  rowHeightPx: 88,
  athleteIds: ['a', 'b', 'c', 'd', 'e', 'f'],
};

describe('resolvePointer', () => {
  it('gives the lane with x from the timeline and y from the lane rows, its scroll included', () => {
    expect(resolvePointer(geometry, 250, 130)).toEqual({ x: 50, y: 30, target: { kind: 'lane' } });
    expect(resolvePointer({ ...geometry, laneScrollTop: 56 }, 250, 130)).toMatchObject({ y: 86 });
  });

  it('gives the athlete whose graph is under the pointer, the rows scroll included', () => {
    expect(resolvePointer(geometry, 300, 212 + 90)).toMatchObject({
      x: 100,
      target: { kind: 'graph', athleteId: 'b' },
    });
    expect(resolvePointer({ ...geometry, rowsScrollTop: 176 }, 300, 220)).toMatchObject({
      target: { kind: 'graph', athleteId: 'c' },
    });
  });

  it('gives nothing over the names column, the ruler or below the last athlete', () => {
    expect(resolvePointer(geometry, 150, 300)).toBeNull();
    expect(resolvePointer(geometry, 300, 80)).toBeNull();
    expect(resolvePointer({ ...geometry, athleteIds: ['a'] }, 300, 212 + 100)).toBeNull();
  });

  it('keeps a drag on its kind when it leaves: the lane, or the nearest athlete', () => {
    expect(resolvePointer(geometry, 150, 400, 'lane')).toEqual({
      x: -50,
      y: 300,
      target: { kind: 'lane' },
    });
    expect(resolvePointer(geometry, 1200, 900, 'graph')).toMatchObject({
      x: 1000,
      target: { kind: 'graph', athleteId: 'f' },
    });
    expect(resolvePointer(geometry, 300, 50, 'graph')).toMatchObject({
      target: { kind: 'graph', athleteId: 'a' },
    });
  });
});
