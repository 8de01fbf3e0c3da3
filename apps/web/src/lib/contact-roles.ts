import type { ContactRole } from '@symposium/schema/edition';

/** docs/product.md#header-footer-and-page-behaviour footer and contact page: contact people by role, in this order. */
export const CONTACT_ROLE_TITLES: Record<ContactRole, string> = {
  general: 'General Queries',
  event: 'Event Queries',
  registration: 'Registration Support',
};

/** A contact's phone as a tel: link, without the spaces and dashes people type in it ('98765 43210' → 'tel:9876543210'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[\s-]/g, '')}`;
