import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A single-page app does not move focus when the page changes; after each navigation we put it on the
 * new page's heading, so keyboard and screen-reader users start at the top of what they asked for.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: false });
  }, [pathname]);

  return null;
}
