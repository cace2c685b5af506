import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * jsdom matches every element it computes a style for (each role query's names, each
 * visibility check) against every style rule in the document, and its selector engine
 * keeps 1,000 compiled selectors: past that many rules (its own 120 included), every match
 * compiles its selector again and a role query takes seconds. The rules of a file's tests
 * added up past it; 600 kept leave room for the next test's own.
 */
const MAX_KEPT_RULES = 600;

/**
 * A selector of a pseudo-element (`::placeholder`, `:before`, a vendor's `:-ms-…`): it
 * styles no element, so jsdom never matches it, yet each of its rules cost every style
 * lookup a match. A third of MUI's rules (an input has five placeholder rules).
 */
const PSEUDO_ELEMENT = /::|:(?:after|before|first-letter|first-line)\b|:-(?:webkit|moz|ms)-/i;

/** Leaves the rules of pseudo-elements out of the test document's styles. */
const withoutPseudoElementRules: StylisPlugin = (element) => {
  if (element.type !== 'rule' || !Array.isArray(element.props)) return;
  element.props = element.props.filter((selector) => !PSEUDO_ELEMENT.test(selector));
  // Without a selector left, no rule: stylis writes none for a rule without declarations.
  if (element.props.length === 0) element.children = [];
};

let cache: EmotionCache | null = null;

/** The rendered trees' style cache: the rules a test inserted serve the next ones. */
export function testEmotionCache(): EmotionCache {
  cache ??= createCache({ key: 'css', stylisPlugins: [withoutPseudoElementRules] });
  return cache;
}

/** After a test, once its trees are unmounted: removes the rules when they are many. */
export function removeTestStyles(): void {
  if (cache && cache.sheet.ctr > MAX_KEPT_RULES) {
    cache.sheet.flush();
    cache = null;
  }
}
