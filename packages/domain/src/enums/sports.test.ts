import { describe, expect, it } from 'vitest';
import { SPORTS, isSport, sportDefinitionOf } from './sports.js';

describe('sportDefinitionOf', () => {
  it('marks the indoor sports', () => {
    expect(sportDefinitionOf('basketball')).toEqual({ id: 'basketball', isIndoor: true });
    expect(sportDefinitionOf('volleyball').isIndoor).toBe(true);
    expect(sportDefinitionOf('association_football').isIndoor).toBe(false);
  });

  it('knows the seventeen sports of the club definition', () => {
    expect(SPORTS).toHaveLength(17);
    expect(isSport('hurling')).toBe(true);
    expect(isSport('quidditch')).toBe(false);
  });
});
