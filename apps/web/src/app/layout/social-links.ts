// Spec §2 footer: photo-sharing, professional and short-post networks. The organisers' account
// addresses are not known yet; until they are, these open the networks themselves.
export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
] as const;

/** Spec §2 footer: contact people by role. Names and numbers come with the team page. */
export const CONTACT_ROLES = ['General Queries', 'Event Queries', 'Registration Support'] as const;
