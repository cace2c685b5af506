/** docs/product/reporting.md §9: axis titles are cut at 30 characters, category labels at 18. */
export const AXIS_TITLE_MAX_CHARACTERS = 30;
export const CATEGORY_LABEL_MAX_CHARACTERS = 18;

/** The text itself when it fits, else its first `max - 1` characters and an ellipsis (`max` in all). */
export function truncateLabel(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}
