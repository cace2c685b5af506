/** The sign-in page's text while an attempt must wait, in whole seconds or minutes. */
export function throttledMessage(retryAfterSeconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const wait =
    retryAfterSeconds < 60
      ? plural(retryAfterSeconds, 'second')
      : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return `Too many failed sign-in attempts. Please try again in ${wait}.`;
}
