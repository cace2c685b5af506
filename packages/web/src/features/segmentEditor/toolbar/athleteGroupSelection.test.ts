import { describe, expect, it } from 'vitest';
import { groupSelection } from './athleteGroupSelection';

describe('groupSelection', () => {
  const session = new Set(['a', 'b', 'c']);

  it('counts only the group members in the session', () => {
    expect(groupSelection(['a', 'b', 'z'], session, new Set(['a']))).toEqual({
      athleteIds: ['a', 'b'],
      selected: 1,
      total: 2,
      state: 'some',
    });
  });

  it('is all or none at the ends', () => {
    expect(groupSelection(['a', 'b'], session, new Set(['a', 'b', 'c'])).state).toBe('all');
    expect(groupSelection(['a', 'b'], session, new Set(['c'])).state).toBe('none');
  });
});
