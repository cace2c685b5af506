import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EditorView } from '../useEditorView';
import type { AthleteTagPanelMode } from './athleteTagChanges';
import { sharedTags } from './selectedClips';
import { SidebarCard } from './SidebarCard';
import { TagChips, tagsFor } from './TagChips';

export interface AthleteTagsCardProps {
  state: EditorView;
  canEdit: boolean;
  /** An UpdateSessionParticipations call is under way. */
  loading: boolean;
  onApply: (
    mode: Exclude<AthleteTagPanelMode, 'none'>,
    tagDefinitionIds: string[],
  ) => Promise<boolean>;
}

/** With no segment selected: add or remove session tags on the ticked athletes. */
export function AthleteTagsCard({ state, canEdit, loading, onApply }: AthleteTagsCardProps) {
  const [mode, setMode] = useState<AthleteTagPanelMode>('none');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selectedIds = new Set(state.selection.athleteIds);
  const selected = state.athletes.filter((athlete) => selectedIds.has(athlete.id));
  const carried = sharedTags(selected.map((athlete) => athlete.tagDefinitionIds));
  const tags = tagsFor(state.tagDefinitions, 'session_participation');
  const disabled = !canEdit || selected.length === 0 || loading;

  const open = (next: AthleteTagPanelMode) => {
    setMode(mode === next ? 'none' : next);
    setChosen(new Set());
  };
  const apply = async () => {
    if (mode === 'none') return;
    if (await onApply(mode, [...chosen])) open('none');
  };

  return (
    <SidebarCard title="Athlete Tags">
      <Typography variant="body2" color="text.secondary">
        {selected.length} of {state.athletes.length} athletes selected
      </Typography>
      {carried.some.size > 0 && (
        <TagChips
          aria-label="Tags of the selected athletes"
          tags={tags.filter((tag) => carried.some.has(tag.id))}
          chosenIds={carried.all}
          partlyChosenIds={carried.some}
          onToggle={() => undefined}
          disabled
        />
      )}
      <Stack direction="row" spacing={1}>
        <MuiButton
          variant={mode === 'adding' ? 'contained' : 'outlined'}
          disableElevation
          disabled={disabled}
          onClick={() => open('adding')}
        >
          Add tags
        </MuiButton>
        <MuiButton
          variant={mode === 'removing' ? 'contained' : 'outlined'}
          disableElevation
          disabled={disabled}
          onClick={() => open('removing')}
        >
          Remove tags
        </MuiButton>
      </Stack>
      {mode !== 'none' && (
        <>
          <TagChips
            aria-label={mode === 'adding' ? 'Tags to add' : 'Tags to remove'}
            tags={mode === 'adding' ? tags : tags.filter((tag) => carried.some.has(tag.id))}
            chosenIds={chosen}
            disabled={loading}
            onToggle={(id) => {
              const next = new Set(chosen);
              if (!next.delete(id)) next.add(id);
              setChosen(next);
            }}
          />
          <MuiButton
            variant="contained"
            disableElevation
            disabled={disabled || chosen.size === 0}
            onClick={() => void apply()}
          >
            {mode === 'adding' ? 'Add to' : 'Remove from'} {selected.length}{' '}
            {selected.length === 1 ? 'athlete' : 'athletes'}
          </MuiButton>
        </>
      )}
    </SidebarCard>
  );
}
