import { useEffect, useMemo, useState } from 'react';

const SPARKLES = 50;
const DURATION_MS = 5000;

/** docs/product.md#home: at zero, 50 sparkles for 5 seconds, once. Decorative only; reduced motion hides it (CSS). */
export function SparkleBurst() {
  const [visible, setVisible] = useState(true);
  const sparkles = useMemo(
    () =>
      Array.from({ length: SPARKLES }, (_, i) => ({
        left: `${Math.random() * 100}%`,
        top: `${Math.random() * 100}%`,
        delay: `${(Math.random() * 1.5).toFixed(2)}s`,
        tone: i % 3,
      })),
    [],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), DURATION_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <div className="sparkle-burst" aria-hidden="true" data-testid="sparkle-burst">
      {sparkles.map((s, i) => (
        <span
          key={i}
          className={`sparkle sparkle-${s.tone}`}
          style={{ left: s.left, top: s.top, animationDelay: s.delay }}
        />
      ))}
    </div>
  );
}
