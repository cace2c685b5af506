import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SegmentEditor } from '../model';
import type { EditorView } from '../useEditorView';
import { formatClockTime } from '../segmentListFormat';
import { selectedClips, sharedTags } from './selectedClips';
import { SidebarCard } from './SidebarCard';
import { TagChips, tagsFor } from './TagChips';

/** The selected clips: their clip tags, and removing them. Titled with how many are selected. */
export function ClipsCard({ editor, state }: { editor: SegmentEditor; state: EditorView }) {
  const clips = selectedClips(state);
  const clipIds = clips.map(({ clip }) => clip.id);
  const tags = sharedTags(clips.map(({ clip }) => clip.tagDefinitionIds));
  const names = new Map(state.athletes.map((athlete) => [athlete.id, athlete.name]));
  const title = `${clips.length} ${clips.length === 1 ? 'Clip' : 'Clips'} Selected`;
  return (
    // Closing leaves the clips; their segments stay selected.
    <SidebarCard title={title} onClose={() => editor.selectSegments(state.selection.segmentIds)}>
      <List
        dense
        disablePadding
        aria-label="Selected clips"
        sx={{ maxHeight: 200, overflowY: 'auto' }}
      >
        {clips.map(({ clip, athleteId, segmentStartMs }) => (
          <ListItem key={clip.id} disableGutters>
            <ListItemText
              primary={names.get(athleteId) ?? athleteId}
              secondary={`${formatClockTime(segmentStartMs + clip.startOffset)}-${formatClockTime(
                segmentStartMs + clip.endOffset,
              )}`}
            />
          </ListItem>
        ))}
      </List>
      <div>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 0.75 }}>
          Clip Tags
        </Typography>
        <TagChips
          aria-label="Clip tags"
          tags={tagsFor(state.tagDefinitions, 'segment_participation_part')}
          chosenIds={tags.all}
          partlyChosenIds={tags.some}
          onToggle={(tagId) =>
            tags.all.has(tagId)
              ? editor.removeClipTags(clipIds, [tagId])
              : editor.addClipTags(clipIds, [tagId])
          }
        />
      </div>
      <MuiButton
        color="error"
        onClick={() => editor.removeClips(clipIds)}
        sx={{ alignSelf: 'flex-end' }}
      >
        Remove clips
      </MuiButton>
    </SidebarCard>
  );
}
