import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays
 * so once it has): a long page of charts draws only what is about to be seen.
 * Without IntersectionObserver (tests, old browsers) everything is near; so is
 * an element whose caller already knows (`known`), which is then not observed.
 */
export function useNearViewport(
  element: RefObject<Element | null>,
  margin = '200px',
  known = false,
): boolean {
  const [near, setNear] = useState(() => known || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
