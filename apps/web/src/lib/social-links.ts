// Spec §2 footer and contact page: photo-sharing, professional and short-post networks, a chat app.
// The organisers' account addresses are not known yet; until they are, these open the networks themselves.
export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
] as const;

export const CHAT_LINK = { label: 'WhatsApp', href: 'https://wa.me/' } as const;
