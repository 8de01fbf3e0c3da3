import type { ContactRole } from '@symposium/schema/edition';

/** Spec §2 footer and contact page: contact people by role, in this order. */
export const CONTACT_ROLE_TITLES: Record<ContactRole, string> = {
  general: 'General Queries',
  event: 'Event Queries',
  registration: 'Registration Support',
};
