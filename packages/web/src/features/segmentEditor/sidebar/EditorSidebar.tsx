import Stack from '@mui/material/Stack';
import type { SegmentEditor } from '../model';
import { useAthleteTagging } from '../useAthleteTagging';
import { useEditorView } from '../useEditorView';
import { AthleteTagsCard } from './AthleteTagsCard';
import { ClipsCard } from './ClipsCard';
import { EditSegmentCard } from './EditSegmentCard';
import { MultiSegmentCard } from './MultiSegmentCard';
import { SegmentsListCard } from './SegmentsListCard';

export interface EditorSidebarProps {
  editor: SegmentEditor;
  titleSuggestions: readonly string[];
  /** Club staff (Edit on Session) save and delete; athletes only read. */
  canEdit: boolean;
  saving: boolean;
  onSaveSelected: () => void;
  /** SegmentsQuery again, after athletes' tags changed. */
  refetch: () => Promise<unknown>;
}

/** The 400 px sticky sidebar: the card for what is selected, then the 'Segments' list. */
export function EditorSidebar(props: EditorSidebarProps) {
  const { editor, saving } = props;
  // Its own subscription: a drag re-renders the sidebar, not the page around it.
  const state = useEditorView(editor);
  const tagging = useAthleteTagging(state, props.refetch);
  const segmentIds = state.selection.segmentIds;
  const clipsSelected = state.selection.clipIds.length > 0;
  const single =
    segmentIds.length === 1
      ? state.segments.find((segment) => segment.id === segmentIds[0])
      : undefined;
  return (
    <Stack
      component="aside"
      aria-label="Segment editor sidebar"
      spacing={2}
      sx={{
        width: 400,
        flex: 'none',
        position: 'sticky',
        top: 16,
        alignSelf: 'flex-start',
        maxHeight: 'calc(100vh - 32px)',
        overflowY: 'auto',
      }}
    >
      {segmentIds.length === 0 && !clipsSelected && (
        <AthleteTagsCard
          state={state}
          canEdit={props.canEdit}
          loading={tagging.loading}
          onApply={tagging.apply}
        />
      )}
      {clipsSelected && <ClipsCard editor={editor} state={state} />}
      {single && !clipsSelected && (
        <EditSegmentCard
          key={single.id}
          editor={editor}
          state={state}
          segment={single}
          titleSuggestions={props.titleSuggestions}
          canEdit={props.canEdit}
          saving={saving}
          onSave={props.onSaveSelected}
        />
      )}
      {segmentIds.length >= 2 && (
        <MultiSegmentCard
          editor={editor}
          state={state}
          canEdit={props.canEdit}
          saving={saving}
          onSave={props.onSaveSelected}
        />
      )}
      <SegmentsListCard editor={editor} state={state} />
    </Stack>
  );
}
