/** The segment editor's fixed texts (docs/product/dashboard-and-segments.md §2.5, §4, §8). */
export const SEGMENT_EDITOR_TEXTS = {
  loading: 'Loading segments...',
  sessionNotFound: 'Session not found',
  title: 'Training Session',
  unsavedChanges: 'Unsaved Changes',
  shortcutsTitle: 'Keyboard Shortcuts and Controls',
  refreshing: 'Refreshing...',
  latestDataLoaded: 'Latest data loaded',
  saving: 'Saving...',
  saved: 'Segment saved',
  reload: 'Reload',
  savedMany: 'Segments saved',
  deleted: 'Segment deleted',
  deletedMany: 'Segments deleted',
  destroyFailed: 'Failed to destroy segment',
  titlePlaceholder: 'Enter a segment name',
  noTags: 'No tags available',
  noTagsHint: 'Create tags in the Touchline companion app to use them here.',
  noAthletes: 'No athletes available',
  discardTitle: 'You have unsaved changes',
  discardMessage: 'Are you sure you want to discard changes to this segment?',
  dismissTitle: 'Unsaved Changes',
  dismissMessage: 'Are you sure you want to dismiss this segment?',
  deleteOne: 'Are you sure you want to delete this segment?',
  deleteMany: 'Are you sure you want to delete these segments?',
  leaveWithChanges: 'You have unsaved changes. Leave the segment editor?',
} as const;

/** 'Latest data loaded' stays this long (docs/product/dashboard-and-segments.md §9). */
export const LATEST_DATA_TOAST_MS = 3000;
/** A save's outcome stays this long; 'Saving...' stays until it is replaced. */
export const OUTCOME_TOAST_MS = 4000;
