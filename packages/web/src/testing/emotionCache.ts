import createCache, { type EmotionCache } from '@emotion/cache';

const caches: EmotionCache[] = [];

/**
 * A style cache for one rendered tree, its rules removed after the test. jsdom matches
 * every element it computes a style for (each role query's names, each visibility check)
 * against every style rule in the document, and its selector engine keeps 1,000 compiled
 * selectors: the rules earlier tests of a file left behind made each later test slower,
 * and past 1,000 of them every match compiled its selector again.
 */
export function testEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  caches.push(cache);
  return cache;
}

/** Removes the rendered trees' style rules: after a test, once its trees are unmounted. */
export function removeTestStyles(): void {
  for (const cache of caches.splice(0)) cache.sheet.flush();
}
