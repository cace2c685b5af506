import Box from '@mui/material/Box';
import { useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnackbar } from '../../components/ui/useSnackbar';
import { usePermission } from '../../lib/access/usePermission';
import { useUnitSystem } from '../../lib/units/useUnitSystem';
import { athleteRowOrder } from './athleteRowOrder';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PendingDialogView } from './dialogs/PendingDialogView';
import { editorInput, type EditorSession } from './editorInput';
import { EditorToolbar } from './EditorToolbar';
import { thrownFailure } from './mutationErrors';
import { SegmentEditorHeader } from './SegmentEditorHeader';
import { withSegmentChanges, type SegmentChanges } from './segmentChanges';
import {
  LATEST_DATA_TOAST_MS,
  OUTCOME_TOAST_MS,
  SEGMENT_EDITOR_TEXTS as TEXTS,
} from './segmentEditorTexts';
import { SegmentsUpdatedSubscription } from './SegmentsQuery';
import { EditorSidebar } from './sidebar/EditorSidebar';
import { SegmentTimeline } from './timeline/SegmentTimeline';
import { useScreenView } from './useScreenView';
import { useLeaveGuard } from './useLeaveGuard';
import { useSegmentEditor } from './useSegmentEditor';
import { useSegmentSaving } from './useSegmentSaving';
import { SegmentVersions } from './segmentVersions';
import { useTimelineSettings } from './useTimelineSettings';

export interface SegmentEditorScreenProps {
  session: EditorSession;
  /** SegmentsQuery again (Refresh, after tagging athletes). */
  refetch: () => Promise<unknown>;
}

const NO_CHANGES: SegmentChanges = new Map();

/** The editor of one loaded training session: header, toolbar, timeline, sidebar and dialogs. */
export function SegmentEditorScreen({ session, refetch }: SegmentEditorScreenProps) {
  const snackbar = useSnackbar();
  const unitSystem = useUnitSystem();
  const [settings, toggleSetting] = useTimelineSettings();
  const [filteredGroupIds, setFilteredGroupIds] = useState<ReadonlySet<string>>(new Set());
  const [refreshing, setRefreshing] = useState(false);

  // The versions saves are made from: as loaded, then as saved.
  const [versions] = useState(() => new SegmentVersions(session.segments));
  // Segments other people (or other tabs) saved, recomputed or deleted since the last answer.
  const [live, setLive] = useState({ session, changes: NO_CHANGES });
  const changes = live.session === session ? live.changes : NO_CHANGES;
  useSubscription(SegmentsUpdatedSubscription, {
    variables: { sessionId: session.id },
    onData: ({ data }) => {
      const event = data.data?.segmentsUpdated;
      if (!event) return;
      setLive((previous) => ({
        session,
        changes: new Map(previous.session === session ? previous.changes : []).set(
          event.segmentId,
          event.change === 'destroyed' ? null : (event.segment ?? null),
        ),
      }));
    },
  });
  const input = useMemo(
    () => editorInput(withSegmentChanges(session, changes)),
    [session, changes],
  );
  const editor = useSegmentEditor(input, settings.has('wheelScroll') ? 'scroll' : 'zoom');
  // Someone else's save (live, or on Refresh) of a segment this editor has not changed: the
  // editor shows it, and saves from it. A changed one keeps its version: saving it is refused.
  useEffect(() => {
    const changed = new Set(
      editor
        .getState()
        .segments.filter((segment) => segment.dirty)
        .map((segment) => segment.id),
    );
    const current = [...session.segments, ...[...changes.values()].filter((segment) => !!segment)];
    versions.saved(current.filter((segment) => !changed.has(segment.id)));
  }, [changes, editor, session, versions]);
  const view = useScreenView(editor);
  const canEdit = usePermission({
    action: 'Edit',
    subject: 'Session',
    subjectId: session.id,
  }).permitted;
  const { saving, saveSelected } = useSegmentSaving(editor, session.id, canEdit, versions);
  const blocker = useLeaveGuard(view.dirty);

  const athletes = useMemo(() => {
    const groups = view.groups.filter((group) => filteredGroupIds.has(group.id));
    return athleteRowOrder(view.athletes, {
      settings,
      selectedIds: new Set(view.selectedAthleteIds),
      filterAthleteIds:
        groups.length > 0 ? new Set(groups.flatMap((group) => group.athleteIds)) : null,
    });
  }, [filteredGroupIds, settings, view.athletes, view.groups, view.selectedAthleteIds]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await refetch();
      snackbar.show({
        type: 'success',
        message: TEXTS.latestDataLoaded,
        durationMs: LATEST_DATA_TOAST_MS,
      });
    } catch (error) {
      snackbar.show({
        type: 'error',
        message: thrownFailure(error).title,
        durationMs: OUTCOME_TOAST_MS,
      });
    } finally {
      setRefreshing(false);
    }
  }, [refetch, snackbar]);

  const toggleGroupFilter = (groupId: string) => {
    const next = new Set(filteredGroupIds);
    if (!next.delete(groupId)) next.add(groupId);
    setFilteredGroupIds(next);
  };

  return (
    <Box>
      <SegmentEditorHeader
        sessionId={session.id}
        startMs={view.session.startMs}
        endMs={view.session.endMs}
        dirty={view.dirty}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <EditorToolbar
            editor={editor}
            state={view}
            settings={settings}
            onToggleSetting={toggleSetting}
            filteredGroupIds={filteredGroupIds}
            onToggleGroupFilter={toggleGroupFilter}
            onClearGroupFilter={() => setFilteredGroupIds(new Set())}
            refreshing={refreshing}
            onRefresh={() => void refresh()}
            onSplitAtCursor={() => editor.keyDown({ key: 's' })}
          />
          <SegmentTimeline
            editor={editor}
            athletes={athletes}
            graphHeight={settings.has('smallGraphs') ? 40 : 80}
            showAthleteTags={settings.has('athleteTagMenu')}
            showSegmentTags={settings.has('segmentTagMenu')}
            unitSystem={unitSystem}
          />
        </Box>
        <EditorSidebar
          editor={editor}
          titleSuggestions={session.club.settings.segmentTitles}
          canEdit={canEdit}
          saving={saving}
          onSaveSelected={saveSelected}
          refetch={refetch}
        />
      </Box>
      <PendingDialogView
        dialog={view.pendingDialog}
        onConfirm={() => editor.confirmDialog()}
        onCancel={() => editor.cancelDialog()}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={TEXTS.dismissTitle}
        message={TEXTS.leaveWithChanges}
        confirmLabel="Leave"
        destructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Box>
  );
}
