import MenuItem from '@mui/material/MenuItem';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import type { SegmentEditor } from '../model';
import type { EditorView } from '../useEditorView';
import { AthleteGrid } from './AthleteGrid';
import { MULTI_SEGMENT_MODES, type MultiSegmentMode } from './multiSegmentModes';
import { SaveDeleteButtons } from './SaveDeleteButtons';
import { SidebarCard } from './SidebarCard';
import { TagChips, tagsFor } from './TagChips';

const toggled = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

export interface MultiSegmentCardProps {
  editor: SegmentEditor;
  state: EditorView;
  canEdit: boolean;
  saving: boolean;
  onSave: () => void;
}

/** Two or more segments: add or remove athletes, drill tags and athlete drill tags in one go. */
export function MultiSegmentCard({
  editor,
  state,
  canEdit,
  saving,
  onSave,
}: MultiSegmentCardProps) {
  const [mode, setMode] = useState<MultiSegmentMode>('addAthletes');
  const [athleteIds, setAthleteIds] = useState<ReadonlySet<string>>(new Set());
  const [tagIds, setTagIds] = useState<ReadonlySet<string>>(new Set());
  const segmentIds = state.selection.segmentIds;
  const enough = segmentIds.length >= 2;
  const picks = MULTI_SEGMENT_MODES.find((entry) => entry.mode === mode)!.picks;
  const tagKind = mode.endsWith('AthleteDrillTags') ? 'segment_participation_part' : 'segment';
  const ready =
    enough &&
    (picks === 'tags' || athleteIds.size > 0) &&
    (picks === 'athletes' || tagIds.size > 0);

  const apply = () => {
    const athletes = [...athleteIds];
    const tags = [...tagIds];
    if (mode === 'addAthletes') editor.addAthletes(segmentIds, athletes);
    if (mode === 'removeAthletes') editor.removeAthletes(segmentIds, athletes);
    if (mode === 'addDrillTags') editor.addSegmentTags(segmentIds, tags);
    if (mode === 'removeDrillTags') editor.removeSegmentTags(segmentIds, tags);
    if (mode === 'addAthleteDrillTags') editor.addParticipationTags(segmentIds, athletes, tags);
    if (mode === 'removeAthleteDrillTags')
      editor.removeParticipationTags(segmentIds, athletes, tags);
    setAthleteIds(new Set());
    setTagIds(new Set());
  };

  return (
    <SidebarCard
      title={`${segmentIds.length} Segments Selected`}
      onClose={() => editor.clearSelection()}
    >
      {state.error && <ErrorBanner message={state.error} />}
      <TextField
        select
        size="small"
        label="Change"
        value={mode}
        onChange={(event) => setMode(event.target.value as MultiSegmentMode)}
      >
        {MULTI_SEGMENT_MODES.map((entry) => (
          <MenuItem key={entry.mode} value={entry.mode}>
            {entry.label}
          </MenuItem>
        ))}
      </TextField>
      {picks !== 'tags' && (
        <AthleteGrid
          aria-label="Athletes to change"
          athletes={state.athletes}
          checkedIds={athleteIds}
          onToggle={(id) => setAthleteIds(toggled(athleteIds, id))}
        />
      )}
      {picks !== 'athletes' && (
        <div>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 0.75 }}>
            Tags
          </Typography>
          <TagChips
            aria-label="Tags to change"
            tags={tagsFor(state.tagDefinitions, tagKind)}
            chosenIds={tagIds}
            onToggle={(id) => setTagIds(toggled(tagIds, id))}
          />
        </div>
      )}
      <MuiButton variant="outlined" disabled={!ready} onClick={apply}>
        Apply to {segmentIds.length} segments
      </MuiButton>
      <SaveDeleteButtons
        canEdit={canEdit}
        canSave={enough}
        canDelete={enough}
        saving={saving}
        onSave={onSave}
        onDelete={() => editor.deleteSelected()}
      />
    </SidebarCard>
  );
}
