import Typography from '@mui/material/Typography';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import type { EditorSegment, SegmentEditor } from '../model';
import type { EditorView } from '../useEditorView';
import { formatSegmentDuration } from '../segmentListFormat';
import { AthleteGrid } from './AthleteGrid';
import { SaveDeleteButtons } from './SaveDeleteButtons';
import { SegmentTimeFields } from './SegmentTimeFields';
import { SegmentTitleInput } from './SegmentTitleInput';
import { SidebarCard } from './SidebarCard';
import { TagChips, tagsFor } from './TagChips';

export interface EditSegmentCardProps {
  editor: SegmentEditor;
  state: EditorView;
  segment: EditorSegment;
  titleSuggestions: readonly string[];
  /** Club staff (Edit on Session); athletes only read. */
  canEdit: boolean;
  saving: boolean;
  onSave: () => void;
}

/** 'Edit Segment': title, times, tags, athletes, Save and Delete of the one selected segment. */
export function EditSegmentCard({
  editor,
  state,
  segment,
  titleSuggestions,
  canEdit,
  saving,
  onSave,
}: EditSegmentCardProps) {
  const ids = [segment.id];
  const tagIds = new Set(segment.tagDefinitionIds);
  const athleteIds = new Set(segment.athleteIds);
  return (
    <SidebarCard title="Edit Segment" onClose={() => editor.dismissSelected()}>
      {state.error && <ErrorBanner message={state.error} />}
      <SegmentTitleInput
        title={segment.title}
        suggestions={titleSuggestions}
        onChange={(title) => editor.updateSegment(segment.id, { title })}
      />
      <SegmentTimeFields
        segment={segment}
        onChange={(patch) => editor.updateSegment(segment.id, patch)}
      />
      <Typography variant="body2" color="text.secondary">
        Duration {formatSegmentDuration(segment.startTimestamp, segment.endTimestamp)}
      </Typography>
      <div>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 0.75 }}>
          Tags
        </Typography>
        <TagChips
          aria-label="Segment tags"
          tags={tagsFor(state.tagDefinitions, 'segment')}
          chosenIds={tagIds}
          onToggle={(tagId) =>
            tagIds.has(tagId)
              ? editor.removeSegmentTags(ids, [tagId])
              : editor.addSegmentTags(ids, [tagId])
          }
        />
      </div>
      <div>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 0.75 }}>
          Athletes ({athleteIds.size})
        </Typography>
        <AthleteGrid
          aria-label="Athletes in the segment"
          athletes={state.athletes}
          checkedIds={athleteIds}
          onToggle={(athleteId) =>
            athleteIds.has(athleteId)
              ? editor.removeAthletes(ids, [athleteId])
              : editor.addAthletes(ids, [athleteId])
          }
        />
      </div>
      <SaveDeleteButtons
        canEdit={canEdit}
        canSave={segment.dirty || segment.draft}
        canDelete
        saving={saving}
        onSave={onSave}
        onDelete={() => editor.deleteSelected()}
      />
    </SidebarCard>
  );
}
