import { describe, expect, it } from 'vitest';
import { SPORTS } from '../enums/sports.js';
import { STANDARD_POSITIONS } from './sportPositions.js';

describe('the standard positions', () => {
  it('name the four of association football', () => {
    expect(STANDARD_POSITIONS.association_football.map((p) => p.name)).toEqual([
      'Goalkeeper',
      'Defender',
      'Midfielder',
      'Forward',
    ]);
  });

  it('give every sport but other its own positions, each name and abbreviation once', () => {
    for (const sport of SPORTS) {
      const positions = STANDARD_POSITIONS[sport];
      expect(positions.length > 0).toBe(sport !== 'other');
      expect(new Set(positions.map((p) => p.name)).size).toBe(positions.length);
      expect(new Set(positions.map((p) => p.abbreviation)).size).toBe(positions.length);
    }
  });
});
