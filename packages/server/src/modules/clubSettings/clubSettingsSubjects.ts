import type { Subject } from '../../access/Subject.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import type { PitchRow, TagDefinitionRow } from './clubSettingsRows.js';

/** A tag definition of a club, as the policy sees it (an unknown or foreign id: 'Tag not found'). */
export function tagDefinitionSubject(id: string): Subject<TagDefinitionRow> {
  return {
    type: 'SessionTagDefinition',
    find: async (access) => (isUuid(id) ? access.loaders.tagDefinitionById.load(id) : null),
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: () => new TouchlineError('TAG_DEFINITION_NOT_FOUND'),
  };
}

/** A pitch of a club, as the policy sees it (an unknown or foreign id: 'Pitch not found'). */
export function pitchSubject(id: string): Subject<PitchRow> {
  return {
    type: 'Pitch',
    find: async (access) => (isUuid(id) ? access.loaders.pitchById.load(id) : null),
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: () => new TouchlineError('PITCH_NOT_FOUND'),
  };
}
