/** Spec §2 footer: contact people by role. Names and numbers come with the team page. */
export const CONTACT_ROLES = ['General Queries', 'Event Queries', 'Registration Support'] as const;
