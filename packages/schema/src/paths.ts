// Every route of docs/product.md#route-table, in one place: the web app's screens link with these and its router mounts them
// (apps/web/src/app/routes.tsx); the API answers any other page path with a 404 (isAppPath below).
export const paths = {
  home: '/',
  events: '/events',
  eventsTechnical: '/events/technical',
  eventsNonTechnical: '/events/non-technical',
  eventsSpecial: '/events/special',
  workshops: '/workshops',
  accommodation: '/accommodation',
  team: '/team',
  contact: '/contact',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  // The token is optional so /reset-password alone shows 'Invalid or missing reset token' (docs/product.md#forgot-and-reset-password), not the 404.
  resetPassword: '/reset-password/:token?',
  terms: '/terms-and-conditions',
  results: '/results',
  // A certificate's public verification page (its QR code and printed line carry this address).
  verifyCertificate: '/verify/:id',
  maintenance: '/maintenance',
  profile: '/profile',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminEvents: '/admin/events',
  adminRegistrations: '/admin/registrations',
  adminPayments: '/admin/payments',
  adminAccommodations: '/admin/accommodations',
  adminMessages: '/admin/messages',
  adminScanner: '/admin/scanner',
  adminEventCheckin: '/admin/event-checkin/:eventId',
  adminKitDistribution: '/admin/kit-distribution',
  adminSettings: '/admin/settings',
  adminTeam: '/admin/team',
  adminStaff: '/admin/staff',
  adminDevices: '/admin/devices',
  adminEdition: '/admin/edition',
  adminResults: '/admin/results',
} as const;

export const resetPasswordPath = (token: string) => `/reset-password/${encodeURIComponent(token)}`;
export const eventCheckinPath = (eventId: string) => `/admin/event-checkin/${encodeURIComponent(eventId)}`;

// Each route path as the regular expression React Router makes of it (its compilePath): letters in any case,
// trailing slashes allowed, `:name` one segment, `:name?` an optional one.
const ROUTE_MATCHERS: readonly RegExp[] = Object.values(paths).map((pattern) => {
  const source = pattern
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+(\?)?/g, (_segment, optional?: string) => (optional ? '(?:/[^/]*)?' : '/[^/]+'));
  return new RegExp(`^${pattern === '/' ? '' : source}/*$`, 'i');
});

/**
 * Whether the web app's router draws a page of its own for `pathname`, not its not-found page. The API answers
 * every other page path with a 404 (the same shell, so the browser still draws that page): apps/api/src/lib/web-app.ts.
 */
export function isAppPath(pathname: string): boolean {
  return ROUTE_MATCHERS.some((matcher) => matcher.test(pathname));
}

/** Whether `pathname` is one of the staff pages (/admin and below): the staff shell, its guard and its sign-in. */
export function isStaffPath(pathname: string): boolean {
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
}

/** A certificate's public verification page, the address its QR code and printed line carry (paths.verifyCertificate). */
export const verifyCertificatePath = (id: string) => `/verify/${encodeURIComponent(id)}`;
