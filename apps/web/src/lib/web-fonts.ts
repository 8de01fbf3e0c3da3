import { useEffect } from 'react';

/** The class on <html> that lets the pages use the web fonts (styles/tokens.css). */
export const WEB_FONTS_CLASS = 'web-fonts';

/**
 * Lets the pages use the web fonts once the app's first render has been painted: until then the page the server
 * drew and the app's render over it share the metric-matched fallback face, so the app's render is not painted
 * larger than the drawn page (a later largest contentful paint), and the fonts load after the page's code instead
 * of beside it. The fonts then swap in (font-display: swap) without moving anything. docs/decisions.md, "The web
 * fonts load after the app's first render".
 */
export function useWebFontsAfterFirstPaint() {
  useEffect(() => {
    // After the next frame: the render that ran this effect is on screen by then.
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => document.documentElement.classList.add(WEB_FONTS_CLASS));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
}
