import { editionTitle } from '@symposium/schema/edition';
import { createContext, type ReactNode, useContext } from 'react';
import { useSiteConfig } from './site-config';

/** The part of the site a page belongs to ('Admin' for the staff pages), named in its title between page and edition. */
const TitleArea = createContext<string | null>(null);

/** Every page rendered inside belongs to `name` (app/layout/admin-layout.tsx: 'Admin'). */
export function PageTitleArea({ name, children }: { name: string; children: ReactNode }) {
  return <TitleArea.Provider value={name}>{children}</TitleArea.Provider>;
}

/**
 * A page's <title>, the one way every page names its browser tab (docs/architecture.md, "Page titles"): 'Our Team ·
 * MECH SYMPOSIUM 25-26' on the public site, 'Users · Admin · MECH SYMPOSIUM 25-26' on a staff page, the edition alone
 * on the home page (no `title`). The edition's name joins once the site settings are known.
 */
export function PageTitle({ title }: { title?: string }) {
  const area = useContext(TitleArea);
  const edition = useSiteConfig().config?.edition;
  const parts = [title, area, edition ? editionTitle(edition) : null].filter(Boolean);
  return parts.length > 0 ? <title>{parts.join(' · ')}</title> : null;
}
