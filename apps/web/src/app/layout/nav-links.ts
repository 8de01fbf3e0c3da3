import { paths } from '@symposium/schema/paths';

/** docs/product.md#header-footer-and-page-behaviour header order; the footer's quick links reuse it. */
export const NAV_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.events, label: 'Events' },
  { to: paths.workshops, label: 'Workshops' },
  { to: paths.accommodation, label: 'Accommodation' },
  { to: paths.team, label: 'Team' },
  { to: paths.contact, label: 'Contact' },
] as const;
