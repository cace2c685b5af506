import type { KeyInput } from './types';

export type Shortcut =
  | 'cancel'
  | 'save'
  | 'delete'
  | 'duplicate'
  | 'undo'
  | 'redo'
  | 'nudgeBack'
  | 'nudgeForward'
  | 'split';

/** The editor's keyboard (docs/product/dashboard-and-segments.md §4 "Keyboard", plus undo, nudging and split). */
export function shortcutFor(input: KeyInput): Shortcut | null {
  const ctrl = Boolean(input.ctrlKey || input.metaKey);
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (ctrl) {
    if (key === 'z') return input.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    if (key === 'd') return 'duplicate';
    return null;
  }
  switch (key) {
    case 'Escape':
      return 'cancel';
    case 'Enter':
      return 'save';
    case 'Backspace':
    case 'Delete':
      return 'delete';
    case 'ArrowLeft':
      return 'nudgeBack';
    case 'ArrowRight':
      return 'nudgeForward';
    case 's':
      return input.altKey ? null : 'split';
    default:
      return null;
  }
}
