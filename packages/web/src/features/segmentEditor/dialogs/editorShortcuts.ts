/** What the 'Keyboard Shortcuts and Controls' dialog lists: every gesture and key of the editor. */
export const EDITOR_SHORTCUTS: readonly { section: string; rows: readonly [string, string][] }[] = [
  {
    section: 'Segments',
    rows: [
      ['Ctrl + drag on the timeline', 'Create a segment for the selected athletes'],
      ['Drag near a segment’s start', 'Move the segment'],
      ['Alt + drag near a segment’s start', 'Drop a copy of the segment'],
      ['Drag a segment’s edge', 'Resize the segment (its clips follow)'],
      ['Click a segment', 'Select it'],
      ['Shift + click a segment', 'Add it to or remove it from the selection'],
      ['Drag on empty timeline', 'Select the segments in the box'],
      ['Click empty timeline', 'Deselect (an unsaved new segment is removed)'],
      ['Suggest segments', 'Propose segments from the team’s bouts of activity'],
      ['S, or Split at cursor', 'Cut the selected segment in two at the pointer'],
    ],
  },
  {
    section: 'Clips',
    rows: [
      ['Ctrl + drag on an athlete’s graph', 'Clip that athlete'],
      ['Ctrl + Alt + drag on an athlete’s graph', 'Clip that athlete and every selected athlete'],
      ['Drag a clip’s edge', 'Resize the clip'],
      ['Shift + click a clip', 'Select or deselect the clip'],
      ['Right-click a clip', 'Remove the clip'],
    ],
  },
  {
    section: 'Keyboard',
    rows: [
      ['Enter', 'Save the selected segment'],
      ['Backspace', 'Delete the selected segment'],
      ['Escape', 'Cancel a drag, or clear the selection'],
      ['Ctrl + D', 'Duplicate the selected segment'],
      ['Ctrl + Z', 'Undo'],
      ['Ctrl + Shift + Z', 'Redo'],
      ['← / →', 'Nudge the selected segments by 1 second'],
      ['Shift + ← / →', 'Nudge the selected segments by 10 seconds'],
    ],
  },
  {
    section: 'View',
    rows: [
      ['Mouse wheel', 'Zoom (or scroll, when the wheel is set to Scroll)'],
      ['Scroll the lane sideways', 'Move through the session'],
      ['Zoom in / Zoom out', 'Zoom by 1.2 times'],
      ['Reset zoom', 'Show the whole session'],
      ['Shift while dragging', 'Turn off snapping to neighbouring edges and the session’s bounds'],
    ],
  },
];
