import { TAGGABLE_TYPES, type TaggableType } from '@touchline/domain';
import type { InputIssue } from '../../errors/mutationOutcome.js';
import type { TagDefinitionInput } from '../../generated/graphql.js';

export const TAG_LABEL_MAX_LENGTH = 40;
const COLOUR = /^#[0-9a-f]{6}$/i;

/** A tag definition's fields, checked (docs/product/club-administration.md §5 "Tags"). */
export interface TagFields {
  label: string;
  colour: string;
  validTaggableTypes: TaggableType[];
}

/** The fields, or the rules they break under `input` (the label's uniqueness is the database's). */
export function tagFieldsOf(input: TagDefinitionInput): {
  fields: TagFields | null;
  issues: InputIssue[];
} {
  const issues: InputIssue[] = [];
  const label = input.label.trim();
  if (!label) issues.push({ path: ['input', 'label'], message: 'Label is required.' });
  else if (label.length > TAG_LABEL_MAX_LENGTH)
    issues.push({
      path: ['input', 'label'],
      message: `Label must be at most ${TAG_LABEL_MAX_LENGTH} characters.`,
    });
  if (!COLOUR.test(input.colour))
    issues.push({
      path: ['input', 'colour'],
      message: 'Colour must be a colour such as #1e88e5.',
    });
  const validTaggableTypes = TAGGABLE_TYPES.filter((type) =>
    input.validTaggableTypes.includes(type),
  );
  if (validTaggableTypes.length === 0)
    issues.push({
      path: ['input', 'validTaggableTypes'],
      message: 'Choose at least one kind the tag can be put on.',
    });
  if (issues.length > 0) return { fields: null, issues };
  return {
    fields: { label, colour: input.colour.toLowerCase(), validTaggableTypes },
    issues,
  };
}
