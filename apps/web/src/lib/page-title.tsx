import { editionTitle } from '@symposium/schema/edition';
import { useSiteConfig } from './site-config';

/** A page's <title>: 'Our Team · MECH SYMPOSIUM 25-26', after this year's edition (the page alone until it is known). */
export function PageTitle({ title }: { title: string }) {
  const edition = useSiteConfig().config?.edition;
  return <title>{edition ? `${title} · ${editionTitle(edition)}` : title}</title>;
}
