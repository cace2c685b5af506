/**
 * The ids of one file's tracks, kept apart when the file gives two the same
 * name or device: the second 'x' becomes 'x (2)', the third 'x (3)'.
 */
export function distinctTrackIds(ids: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? id : `${id} (${count})`;
  });
}
