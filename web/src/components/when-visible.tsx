import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

type Props = {
  /** Rendered once the box has come near the viewport; may use lazily loaded components. */
  children: () => ReactNode;
  className?: string;
  /** The box's height until then, so the page does not jump. */
  minHeight?: number;
};

/** Runs once the browser has nothing more urgent to do (or after a second at the latest). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/**
 * Renders its content when its box comes near the viewport and the browser is idle, and keeps it from
 * then on. For parts below the fold (the home page's details, the footer's QR codes) whose code need
 * not load with the first paint: the page paints first, they follow.
 */
export function WhenVisible({ children, className, minHeight }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setSeen(true));
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [seen]);
  return (
    <div ref={box} className={className} style={minHeight ? { minHeight } : undefined}>
      {seen ? <Suspense fallback={null}>{children()}</Suspense> : null}
    </div>
  );
}
