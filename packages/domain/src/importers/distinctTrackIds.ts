/**
 * Track ids made distinct: a repeat of an id gets ` (2)`, ` (3)`... so that
 * two tracks of one file stay apart even when the file names them alike.
 */
export function distinctTrackIds(ids: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? id : `${id} (${count})`;
  });
}
