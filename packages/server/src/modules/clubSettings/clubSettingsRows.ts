import type { pitches, tagDefinitions } from '../../db/rosterSchema.js';

// Row types of the club settings module.

export type TagDefinitionRow = typeof tagDefinitions.$inferSelect;
export type PitchRow = typeof pitches.$inferSelect;
