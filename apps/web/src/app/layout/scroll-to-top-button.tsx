import { LIMITS } from '@symposium/schema/constants';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { scrollToTop } from '../../lib/scroll-to-top';

/** Spec §2: appears once the page has scrolled past 300 px. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > LIMITS.scrollTopThreshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button type="button" className="scroll-top-button" onClick={scrollToTop} aria-label="Scroll to top">
      <ArrowUp aria-hidden="true" />
    </button>
  );
}
