import { paths } from '../../lib/paths';

export interface AdminNavLink {
  to: string;
  label: string;
  /** Only admins see it (coordinators are refused these screens by the API anyway). */
  adminOnly?: boolean;
}

export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { to: paths.admin, label: 'Dashboard' },
  { to: paths.adminUsers, label: 'Users' },
  { to: paths.adminEvents, label: 'Events' },
  { to: paths.adminRegistrations, label: 'Registrations' },
  { to: paths.adminPayments, label: 'Payments' },
  { to: paths.adminAccommodations, label: 'Accommodations' },
  { to: paths.adminScanner, label: 'Scanner' },
  { to: paths.adminDevices, label: 'Devices', adminOnly: true },
  { to: paths.adminKitDistribution, label: 'Kit distribution' },
  { to: paths.adminSettings, label: 'Settings', adminOnly: true },
  { to: paths.adminStaff, label: 'Staff', adminOnly: true },
];
