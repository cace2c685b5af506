import { vi } from 'vitest';

/** Makes `matchMedia` answer as a screen of the given width would (jsdom has no layout). */
export function setScreenWidth(widthPx: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    // MUI's breakpoints query fractions, e.g. '(max-width:599.95px)'.
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!max || widthPx <= Number(max[1])) && (!min || widthPx >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
