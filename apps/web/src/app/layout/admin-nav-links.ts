import { matchPath } from 'react-router-dom';
import { paths } from '@symposium/schema/paths';

export interface AdminNavLink {
  to: string;
  label: string;
  /** Only admins see it (coordinators are refused these screens by the API anyway). */
  adminOnly?: boolean;
  /** Other screens this tab stands for, as route patterns: a screen reached from it with no tab of its own. */
  alsoCurrentOn?: readonly string[];
}

export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { to: paths.admin, label: 'Dashboard' },
  { to: paths.adminUsers, label: 'Users' },
  { to: paths.adminEvents, label: 'Events' },
  { to: paths.adminRegistrations, label: 'Registrations' },
  { to: paths.adminPayments, label: 'Payments' },
  { to: paths.adminAccommodations, label: 'Accommodations' },
  { to: paths.adminMessages, label: 'Messages' },
  // An event's check-in is opened from the scanner's event list.
  { to: paths.adminScanner, label: 'Scanner', alsoCurrentOn: [paths.adminEventCheckin] },
  { to: paths.adminDevices, label: 'Devices', adminOnly: true },
  { to: paths.adminKitDistribution, label: 'Kit distribution' },
  { to: paths.adminResults, label: 'Results' },
  { to: paths.adminEdition, label: 'Edition' },
  { to: paths.adminSettings, label: 'Settings', adminOnly: true },
  { to: paths.adminTeam, label: 'Team', adminOnly: true },
  { to: paths.adminStaff, label: 'Staff', adminOnly: true },
];

/** Whether a tab is the current one: its own screen (and, but for the dashboard, the screens under it) or one it stands for. */
export function isCurrentAdminLink(link: AdminNavLink, pathname: string): boolean {
  const own = matchPath({ path: link.to, end: link.to === paths.admin }, pathname);
  return own !== null || (link.alsoCurrentOn ?? []).some((pattern) => matchPath(pattern, pathname) !== null);
}
