/** Counts (sprints, events) as whole numbers, even when they are averages: '3', not '3.4'. */
export function formatCount(count: number): string {
  return String(Math.round(count));
}
