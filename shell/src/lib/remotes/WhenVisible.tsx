import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once they come near the viewport, so below-the-fold remote widgets (and their
 * remote's entry script) stay out of the page's first load.
 */
export function WhenVisible({ children, minHeight = 120 }: { children: ReactNode; minHeight?: number }) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (visible || !anchor.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [visible]);

  if (visible) return <>{children}</>;
  return <div ref={anchor} style={{ minHeight }} />;
}
