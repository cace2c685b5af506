import { describe, expect, it } from 'vitest';
import {
  clampClippedPeriod,
  floorToWholeSecond,
  mergeClippedPeriods,
  normaliseClippedPeriods,
  uniqueIds,
} from './clippedPeriods.js';

const clip = (startOffset: number, endOffset: number, tagDefinitionIds: string[] = []) => ({
  startOffset,
  endOffset,
  tagDefinitionIds,
});

describe('floorToWholeSecond', () => {
  it('floors to the second, also before 1970', () => {
    expect(floorToWholeSecond(1_700_000_000_999)).toBe(1_700_000_000_000);
    expect(floorToWholeSecond(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(floorToWholeSecond(-1)).toBe(-1000);
  });
});

describe('clampClippedPeriod', () => {
  it('holds offsets inside the segment with start not above end', () => {
    expect(clampClippedPeriod(clip(-500, 70_000), 60_000)).toEqual(clip(0, 60_000));
    expect(clampClippedPeriod(clip(50_000, 10_000), 60_000)).toEqual(clip(50_000, 50_000));
    expect(clampClippedPeriod(clip(90_000, 95_000), 60_000)).toEqual(clip(60_000, 60_000));
  });
});

describe('mergeClippedPeriods', () => {
  it('unites overlapping clips and their tags, keeps touching clips apart', () => {
    expect(
      mergeClippedPeriods([
        clip(30, 50, ['b']),
        clip(0, 10, ['a']),
        clip(5, 20, ['c', 'a']),
        clip(50, 60),
      ]),
    ).toEqual([clip(0, 20, ['a', 'c']), clip(30, 50, ['b']), clip(50, 60)]);
  });

  it('swallows a clip inside another', () => {
    expect(mergeClippedPeriods([clip(0, 100), clip(10, 20, ['x'])])).toEqual([clip(0, 100, ['x'])]);
  });
});

describe('normaliseClippedPeriods', () => {
  it('clamps, drops empty clips and merges', () => {
    expect(
      normaliseClippedPeriods([clip(-10, 10), clip(5, 30), clip(80, 200), clip(40, 40)], 100),
    ).toEqual([clip(0, 30), clip(80, 100)]);
  });

  it('gives an athlete with no clip left one clip over the whole segment', () => {
    expect(normaliseClippedPeriods([], 60_000)).toEqual([clip(0, 60_000)]);
    expect(normaliseClippedPeriods([clip(70_000, 80_000)], 60_000)).toEqual([clip(0, 60_000)]);
  });
});

describe('uniqueIds', () => {
  it('keeps the first of each id', () => {
    expect(uniqueIds(['a', 'b', 'a', 'c', 'b'])).toEqual(['a', 'b', 'c']);
  });
});
