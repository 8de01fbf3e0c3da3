import type { SocialNetwork } from '@symposium/schema/edition';

// docs/product.md#header-footer-and-page-behaviour footer and contact page: the organisers' own accounts (the edition's social links). A network they have not
// set is not shown: never a link to a network's home page.
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  website: 'Website',
};
