import type { PendingDialog } from '../model';
import { SEGMENT_EDITOR_TEXTS as TEXTS } from '../segmentEditorTexts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

/** The texts of each question the editor model asks (docs/product/dashboard-and-segments.md §4). */
export function pendingDialogTexts(dialog: PendingDialog) {
  switch (dialog.kind) {
    case 'discardChanges':
      return {
        title: TEXTS.discardTitle,
        message: TEXTS.discardMessage,
        confirmLabel: 'Confirm',
        destructive: false,
      };
    case 'dismissSegment':
      return {
        title: TEXTS.dismissTitle,
        message: TEXTS.dismissMessage,
        confirmLabel: 'Dismiss',
        destructive: true,
      };
    case 'deleteSegments':
      return {
        title: dialog.segmentIds.length > 1 ? 'Delete Segments' : 'Delete Segment',
        message: dialog.segmentIds.length > 1 ? TEXTS.deleteMany : TEXTS.deleteOne,
        confirmLabel: 'Delete',
        destructive: true,
      };
  }
}

/** The model's pending question as a dialog; its answer goes back to the model. */
export function PendingDialogView({
  dialog,
  onConfirm,
  onCancel,
}: {
  dialog: PendingDialog | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  if (dialog === null) return null;
  return (
    <ConfirmDialog open {...pendingDialogTexts(dialog)} onConfirm={onConfirm} onCancel={onCancel} />
  );
}
