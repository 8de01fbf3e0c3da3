// The contact page's people (spec §2: General Queries, Event Queries, Registration Support, by phone).
// Organisers fill in names and numbers here; until then the cards say so instead of inventing any.
export interface ContactCardContent {
  title: string;
  role: string;
  name?: string;
  phone?: string;
}

export const CONTACT_CARDS: ContactCardContent[] = [
  { title: 'General Queries', role: 'Symposium Secretary' },
  { title: 'Event Queries', role: 'Event Head' },
  { title: 'Registration Support', role: 'Registration Desk' },
];
