import { describe, expect, it } from 'vitest';
import type { EditorAthlete } from '../model';
import { athleteTagChanges } from './athleteTagChanges';

const athlete = (id: string, tags: string[]): EditorAthlete => ({
  id,
  name: id,
  sessionParticipationId: `sp-${id}`,
  tagDefinitionIds: tags,
  hasData: true,
  speed: null,
});

const athletes = [athlete('a', ['t1']), athlete('b', []), athlete('c', ['t2'])];

describe('athleteTagChanges', () => {
  it('merges the tags in uniquely for the chosen athletes', () => {
    expect(athleteTagChanges(athletes, new Set(['a', 'b']), 'adding', ['t1', 't3'])).toEqual([
      { id: 'sp-a', tagDefinitionIds: ['t1', 't3'] },
      { id: 'sp-b', tagDefinitionIds: ['t1', 't3'] },
    ]);
  });

  it('drops the chosen tags, leaving out athletes it does not change', () => {
    expect(athleteTagChanges(athletes, new Set(['a', 'b', 'c']), 'removing', ['t1'])).toEqual([
      { id: 'sp-a', tagDefinitionIds: [] },
    ]);
  });
});
