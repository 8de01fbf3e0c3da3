import { useEffect } from 'react';

/** The class on <html> that lets the pages use the web fonts (styles/tokens.css). */
export const WEB_FONTS_CLASS = 'web-fonts';

/** The faces the pages use (their Latin files: FontFaceSet.load asks for the subsets that cover a space). */
const WEB_FONTS = ['1em "Bebas Neue"', '1em "Inter Variable"'];

/** Loads both web fonts and lets the pages use them in one go; a font that cannot load (offline, never cached) keeps its fallback. */
function loadWebFonts(): Promise<void> {
  return Promise.all(WEB_FONTS.map((font) => document.fonts.load(font)))
    .catch(() => undefined)
    .then(() => document.documentElement.classList.add(WEB_FONTS_CLASS));
}

/**
 * For a staff page opened straight (a desk's home-screen app): its first render waits for the web fonts, at most
 * `timeoutMs`. The fallback faces keep the line heights but not every line break, and a desk's page is drawn by
 * the app, not the server: a list that rewrapped when the fonts swapped in moved the cards below it under a
 * coordinator's finger. The fonts come from the device's cache, so the wait is a few milliseconds.
 */
export function webFontsFirst(timeoutMs: number): Promise<void> {
  return Promise.race([loadWebFonts(), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/**
 * Lets the pages use the web fonts once the app's first render has been painted: until then the page the server
 * drew and the app's render over it share the metric-matched fallback faces, so the app's render is not painted
 * larger than the drawn page (a later largest contentful paint), and the fonts load after the page's code instead
 * of beside it. Both fonts are loaded first and the pages switch to them in one go: one restyle and layout of the
 * page instead of one for the switch and one per font as it arrives. The fonts then replace the fallbacks
 * without moving anything. docs/decisions/0028-csp-compression-and-the-first-load.md, "The public pages' first load".
 */
export function useWebFontsAfterFirstPaint() {
  useEffect(() => {
    let cancelled = false;
    // After the next frame: the render that ran this effect is on screen by then.
    const frame = requestAnimationFrame(() => {
      if (!cancelled) void loadWebFonts();
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, []);
}
