// The staff app's page modules (issues 4 and 5). The router renders them lazily; the build puts them and what only
// they import in one chunk, staff-app (build/chunk-groups.ts), and pwa/warm-staff-app.ts loads it on a staff visit
// so the service worker keeps it for offline use: the precache itself holds only what visitors and participants
// need (docs/decisions/0025-offline-site-and-staff-app.md).
export const staffPages = {
  adminLayout: () => import('./layout/admin-layout'),
  dashboard: () => import('../features/admin-dashboard/components/dashboard-page'),
  users: () => import('../features/admin-users/components/users-page'),
  eventsAdmin: () => import('../features/admin-events/components/events-admin-page'),
  registrations: () => import('../features/admin-registrations/components/registrations-page'),
  payments: () => import('../features/admin-payments/components/payments-page'),
  accommodations: () => import('../features/admin-accommodations/components/accommodations-page'),
  messages: () => import('../features/admin-messages/components/messages-page'),
  settings: () => import('../features/admin-settings/components/settings-page'),
  edition: () => import('../features/admin-edition/components/edition-page'),
  team: () => import('../features/admin-team/components/team-admin-page'),
  staff: () => import('../features/admin-staff/components/staff-page'),
  devices: () => import('../features/admin-devices/components/devices-page'),
  results: () => import('../features/admin-results/components/results-admin-page'),
  // Venue scanners (issue 5): Dexie and the sync engine; the camera library loads only once scanning starts.
  scannerHome: () => import('../features/scanner/components/scanner-home-page'),
  eventCheckin: () => import('../features/scanner/components/event-checkin-page'),
  kitDistribution: () => import('../features/scanner/components/kit-distribution-page'),
  // With the scanner state read: the bar is drawn with the page it sits above, not after it.
  syncStatusBar: () =>
    Promise.all([
      import('../features/scanner/components/sync-status-bar'),
      import('../features/scanner/sync/scanner-runtime').then((module) => module.scannerStateRead()),
    ]).then(([module]) => module),
  syncConflictsPanel: () => import('../features/scanner/components/sync-conflicts-panel'),
};
