import { uniqueIds } from '@touchline/domain';
import type { EditorAthlete } from '../model';

export type AthleteTagPanelMode = 'none' | 'adding' | 'removing';

/**
 * UpdateSessionParticipations' input: each chosen athlete's session participation with the
 * tags merged in uniquely (adding) or dropped (removing), docs/product/dashboard-and-segments.md §5. Unchanged ones are left out.
 */
export function athleteTagChanges(
  athletes: readonly EditorAthlete[],
  athleteIds: ReadonlySet<string>,
  mode: Exclude<AthleteTagPanelMode, 'none'>,
  tagDefinitionIds: readonly string[],
): { id: string; tagDefinitionIds: string[] }[] {
  return athletes
    .filter((athlete) => athleteIds.has(athlete.id))
    .map((athlete) => ({
      id: athlete.sessionParticipationId,
      before: athlete.tagDefinitionIds,
      tagDefinitionIds:
        mode === 'adding'
          ? uniqueIds([...athlete.tagDefinitionIds, ...tagDefinitionIds])
          : athlete.tagDefinitionIds.filter((id) => !tagDefinitionIds.includes(id)),
    }))
    .filter((change) => change.tagDefinitionIds.length !== change.before.length)
    .map(({ id, tagDefinitionIds: ids }) => ({ id, tagDefinitionIds: ids }));
}
