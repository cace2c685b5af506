/**
 * Undo and redo: one entry per gesture or command. An entry is the document before the
 * change; consecutive changes with the same coalescing key (typing a title) share one entry.
 */
export class History<T> {
  private undoStack: T[] = [];
  private redoStack: T[] = [];
  private lastKey: string | null = null;

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  record(before: T, coalesceKey: string | null = null): void {
    if (coalesceKey !== null && coalesceKey === this.lastKey && this.undoStack.length > 0) return;
    this.undoStack.push(before);
    this.redoStack = [];
    this.lastKey = coalesceKey;
  }

  undo(current: T): T | null {
    const previous = this.undoStack.pop();
    if (previous === undefined) return null;
    this.redoStack.push(current);
    this.lastKey = null;
    return previous;
  }

  redo(current: T): T | null {
    const next = this.redoStack.pop();
    if (next === undefined) return null;
    this.undoStack.push(current);
    this.lastKey = null;
    return next;
  }

  /** Rewrites every entry (a draft's id replaced by the server's after a save). */
  map(change: (entry: T) => T): void {
    this.undoStack = this.undoStack.map(change);
    this.redoStack = this.redoStack.map(change);
  }

  /** Ends coalescing: the next change opens a new entry. */
  seal(): void {
    this.lastKey = null;
  }
}
