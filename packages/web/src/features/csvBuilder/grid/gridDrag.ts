import type { DragEvent } from 'react';

// A column header dragged onto another header (to move it) or onto the
// grouping panel (to group by it) carries its column id in this type.
const COLUMN_TYPE = 'application/x-touchline-grid-column';

export function startColumnDrag(event: DragEvent, columnId: string): void {
  event.dataTransfer.setData(COLUMN_TYPE, columnId);
  event.dataTransfer.setData('text/plain', columnId);
  event.dataTransfer.effectAllowed = 'move';
}

/** Lets a column be dropped here (dragover); false for anything else dragged. */
export function acceptColumnDrag(event: DragEvent): boolean {
  if (!event.dataTransfer.types.includes(COLUMN_TYPE)) return false;
  event.preventDefault();
  event.dataTransfer.dropEffect = 'move';
  return true;
}

/** The dropped column's id, or null when no column was dropped. */
export function droppedColumnId(event: DragEvent): string | null {
  const id = event.dataTransfer.getData(COLUMN_TYPE);
  if (!id) return null;
  event.preventDefault();
  return id;
}
