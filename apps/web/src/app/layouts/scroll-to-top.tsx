import { useEffect } from 'react';

/** Scrolls the window to the top when mounted; the layout remounts it on every pathname. */
export function ScrollToTop() {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
  return null;
}
