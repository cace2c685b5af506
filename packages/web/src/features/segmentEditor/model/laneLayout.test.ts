import { describe, expect, it } from 'vitest';
import { layoutLaneRows } from './laneLayout';

const span = (id: string, start: number, end: number) => ({
  id,
  startTimestamp: start,
  endTimestamp: end,
});

describe('layoutLaneRows', () => {
  it('puts overlapping segments on separate rows and touching ones on one', () => {
    expect(
      layoutLaneRows([span('a', 0, 10), span('b', 5, 15), span('c', 10, 20), span('d', 12, 30)]),
    ).toEqual({
      rows: [
        { segmentId: 'a', row: 0 },
        { segmentId: 'b', row: 1 },
        { segmentId: 'c', row: 0 },
        { segmentId: 'd', row: 2 },
      ],
      rowCount: 3,
    });
  });

  it('has no rows without segments', () => {
    expect(layoutLaneRows([])).toEqual({ rows: [], rowCount: 0 });
  });
});
