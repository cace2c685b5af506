import { describe, expect, it } from 'vitest';
import { periodDistanceLines } from './periodDistanceLines';

const start = '2025-11-15T15:00:00Z';
const at = (minute: number, value: number) => ({
  endTime: new Date(Date.parse(start) + minute * 60_000).toISOString(),
  value,
});

describe('periodDistanceLines', () => {
  it('puts minutes since the period start on x and keeps the team average', () => {
    const lines = periodDistanceLines(
      start,
      [at(2, 220), at(1, 110)],
      [{ name: 'Ana', values: [at(1, 100), at(2, 250)] }],
    );
    expect(lines.average).toEqual({
      name: 'Session Average',
      points: [
        [1, 110],
        [2, 220],
      ],
    });
    expect(lines.athletes).toEqual([
      {
        name: 'Ana',
        points: [
          [1, 100],
          [2, 250],
        ],
      },
    ]);
    expect(lines.hiddenAthletes).toBe(0);
  });

  it('shows the first five athletes with data and counts the rest', () => {
    const athletes = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => ({
      name,
      values: [at(1, 50)],
    }));
    const lines = periodDistanceLines(start, null, [{ name: 'Nodata', values: null }, ...athletes]);
    expect(lines.athletes.map((line) => line.name)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(lines.hiddenAthletes).toBe(2);
    expect(lines.average).toBeNull();
  });
});
