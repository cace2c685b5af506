import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { EditorTagDefinition } from '../model';
import { SEGMENT_EDITOR_TEXTS as TEXTS } from '../segmentEditorTexts';

export interface TagChipsProps {
  /** Only the definitions valid for the kind being tagged. */
  tags: readonly EditorTagDefinition[];
  chosenIds: ReadonlySet<string>;
  /** Some (not all) of the tagged things carry the tag. */
  partlyChosenIds?: ReadonlySet<string>;
  onToggle: (tagDefinitionId: string) => void;
  disabled?: boolean;
  'aria-label': string;
}

/** Tags as toggle chips; without any, 'No tags available' and where to make them. */
export function TagChips({
  tags,
  chosenIds,
  partlyChosenIds,
  onToggle,
  disabled = false,
  'aria-label': ariaLabel,
}: TagChipsProps) {
  if (tags.length === 0) {
    return (
      <Box sx={{ py: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {TEXTS.noTags}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {TEXTS.noTagsHint}
        </Typography>
      </Box>
    );
  }
  return (
    <Box role="group" aria-label={ariaLabel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {tags.map((tag) => {
        const chosen = chosenIds.has(tag.id);
        const partly = !chosen && (partlyChosenIds?.has(tag.id) ?? false);
        return (
          <Chip
            key={tag.id}
            label={tag.label}
            size="small"
            disabled={disabled}
            variant={chosen ? 'filled' : 'outlined'}
            color={chosen ? 'primary' : 'default'}
            aria-pressed={partly ? 'mixed' : chosen}
            onClick={() => onToggle(tag.id)}
            icon={
              <Box
                component="span"
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: tag.colour,
                  ml: '6px !important',
                }}
              />
            }
            sx={{ borderStyle: partly ? 'dashed' : undefined }}
          />
        );
      })}
    </Box>
  );
}

/** The definitions whose validTaggableTypes include the kind being tagged (docs/product/dashboard-and-segments.md §5). */
export function tagsFor(
  tags: readonly EditorTagDefinition[],
  kind: EditorTagDefinition['validTaggableTypes'][number],
): EditorTagDefinition[] {
  return tags.filter((tag) => tag.validTaggableTypes.includes(kind));
}
