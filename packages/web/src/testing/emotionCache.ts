import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * jsdom matches every element it computes a style for (each role query's names, each
 * visibility check) against every style rule in the document, and its selector engine
 * keeps 1,000 compiled selectors: past that many rules (its own 120 included), every match
 * compiles its selector again and a role query takes seconds. The rules of a file's tests
 * added up past it; 600 kept leave room for the next test's own.
 */
const MAX_KEPT_RULES = 600;

let cache: EmotionCache | null = null;

/** The rendered trees' style cache: the rules a test inserted serve the next ones. */
export function testEmotionCache(): EmotionCache {
  cache ??= createCache({ key: 'css' });
  return cache;
}

/** After a test, once its trees are unmounted: removes the rules when they are many. */
export function removeTestStyles(): void {
  if (cache && cache.sheet.ctr > MAX_KEPT_RULES) {
    cache.sheet.flush();
    cache = null;
  }
}
