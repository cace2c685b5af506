/**
 * jsdom computes an element's style afresh on every call, matching it against every rule
 * in the document, and a role query asks for the style of each candidate and of each of
 * its ancestors to know whether it is hidden: the most of a page test's time. Until the
 * document changes, the same element has the same style, so it is kept; any change (a
 * node, an attribute, a text, a style sheet's rules written by emotion), read at once
 * through `takeRecords`, forgets them all.
 */
export function keepComputedStyles(window: Window): void {
  const compute = window.getComputedStyle.bind(window);
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => (kept = new WeakMap()));
  changes.observe(window.document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.getComputedStyle = (element, pseudoElement) => {
    if (pseudoElement) return compute(element, pseudoElement);
    if (changes.takeRecords().length > 0) kept = new WeakMap();
    let style = kept.get(element);
    if (!style) {
      style = compute(element);
      kept.set(element, style);
    }
    return style;
  };
}
