import { vi } from 'vitest';

/**
 * Catches what the page would save as files (jsdom cannot): returns the saved file names,
 * in order. `vi.restoreAllMocks()` ends the catching.
 */
export function catchSavedDownloads(): string[] {
  const saved: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:x', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
