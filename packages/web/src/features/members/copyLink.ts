/** A path of this server (/invite/…, /join/…) as the link to hand over. */
export const absoluteLink = (path: string) => new URL(path, window.location.origin).href;

/** Copies a link; false when the browser would not (the person copies it from the field). */
export async function copyLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    return true;
  } catch {
    return false;
  }
}
