import { editionDateLabel, editionTitle, type Edition } from '@symposium/schema/edition';

// The built site's texts are neutral ('Symposium', no year): the service worker keeps that copy offline for as long as
// a release lives, so a year written into it would go stale the day an admin edits the edition. The server fills in
// this year's edition whenever it answers the page or the manifest itself.

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** 'MECH SYMPOSIUM 25-26 — a national-level technical symposium, October 23 & 24, 2025. Break Free From The Ordinary.' */
export function editionDescription(edition: Edition): string {
  const tagline = edition.tagline.trim();
  const closing = tagline ? ` ${tagline}${/[.!?]$/.test(tagline) ? '' : '.'}` : '';
  return `${editionTitle(edition)} — a national-level technical symposium, ${editionDateLabel(edition)}.${closing}`;
}

/** The logo's words as the site's header draws them: the first word, then the rest in its own colour. */
function logoText(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return rest.length ? `${escapeHtml(first)} <span>${escapeHtml(rest.join(' '))}</span>` : escapeHtml(first);
}

/**
 * The shell (index.html) with the edition's title, description, logo and tagline. Only text is replaced, never a
 * `<style>` block, so the CSP's style hashes computed from the built file still hold.
 */
export function shellWithEdition(html: string, edition: Edition): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(editionTitle(edition))}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_m, open: string, close: string) => `${open}${escapeHtml(editionDescription(edition))}${close}`,
    )
    .replace(
      /(<span class="site-logo-text">)[^<]*(<\/span>)/,
      (_m, open: string, close: string) => `${open}${logoText(edition.name)}${close}`,
    )
    .replace(
      /(<p class="boot-loading">)[^<]*(<\/p>)/,
      (_m, open: string, close: string) => `${open}${escapeHtml(edition.tagline)}${close}`,
    );
}

/** The built web app manifest (icons, colours, scope) named after the edition; null when the text is not a manifest. */
export function manifestWithEdition(builtManifest: string, edition: Edition): string | null {
  let manifest: unknown;
  try {
    manifest = JSON.parse(builtManifest);
  } catch {
    return null;
  }
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) return null;
  return JSON.stringify({
    ...manifest,
    name: editionTitle(edition),
    short_name: edition.name,
    description: editionDescription(edition),
  });
}
