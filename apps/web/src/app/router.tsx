import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { EventCategoryPage } from '../features/events/components/event-category-page';
import { HomePage } from '../features/home/components/home-page';
import { paths } from '../lib/paths';
import { RequireStaff } from './guards/require-staff';
import { RequireUser } from './guards/require-user';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

// Every page beyond the home page and the event lists loads on demand: the first visit ships neither the
// forms, nor the QR code, nor IndexedDB, and the staff screens never load on public pages. The event
// lists are the pages most visitors come for; bundling them saves a round trip before they paint.
const lazyPage = <K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const LoginPage = lazyPage(() => import('../features/auth/components/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage');
const RegisterPage = lazyPage(() => import('../features/registration/components/register-page'), 'RegisterPage');
const EventsLandingPage = lazyPage(() => import('../features/events/components/events-landing-page'), 'EventsLandingPage');
const WorkshopsPage = lazyPage(() => import('../features/workshops/components/workshops-page'), 'WorkshopsPage');
const AccommodationPage = lazyPage(() => import('../features/accommodation/components/accommodation-page'), 'AccommodationPage');
const TeamPage = lazyPage(() => import('../features/team/components/team-page'), 'TeamPage');
const ContactPage = lazyPage(() => import('../features/contact/components/contact-page'), 'ContactPage');
const TermsPage = lazyPage(() => import('../features/terms/components/terms-page'), 'TermsPage');
const MaintenancePage = lazyPage(() => import('../features/maintenance/components/maintenance-page'), 'MaintenancePage');
const ProfilePage = lazyPage(() => import('../features/profile/components/profile-page'), 'ProfilePage');
const AdminLayout = lazyPage(() => import('./layout/admin-layout'), 'AdminLayout');
// Staff screens (issue 4), one chunk each.
const DashboardPage = lazyPage(() => import('../features/admin-dashboard/components/dashboard-page'), 'DashboardPage');
const UsersPage = lazyPage(() => import('../features/admin-users/components/users-page'), 'UsersPage');
const EventsAdminPage = lazyPage(() => import('../features/admin-events/components/events-admin-page'), 'EventsAdminPage');
const RegistrationsPage = lazyPage(() => import('../features/admin-registrations/components/registrations-page'), 'RegistrationsPage');
const PaymentsPage = lazyPage(() => import('../features/admin-payments/components/payments-page'), 'PaymentsPage');
const AccommodationsPage = lazyPage(() => import('../features/admin-accommodations/components/accommodations-page'), 'AccommodationsPage');
const SettingsPage = lazyPage(() => import('../features/admin-settings/components/settings-page'), 'SettingsPage');
const StaffPage = lazyPage(() => import('../features/admin-staff/components/staff-page'), 'StaffPage');
// Venue scanners (issue 5): their chunks (Dexie, the sync engine; the camera library only once scanning starts).
const ScannerHomePage = lazyPage(() => import('../features/scanner/components/scanner-home-page'), 'ScannerHomePage');
const EventCheckinPage = lazyPage(() => import('../features/scanner/components/event-checkin-page'), 'EventCheckinPage');
const KitDistributionPage = lazyPage(() => import('../features/scanner/components/kit-distribution-page'), 'KitDistributionPage');
const SyncStatusBar = lazyPage(() => import('../features/scanner/components/sync-status-bar'), 'SyncStatusBar');
const SyncConflictsPanel = lazyPage(() => import('../features/scanner/components/sync-conflicts-panel'), 'SyncConflictsPanel');
const DevicesPage = lazyPage(() => import('../features/admin-devices/components/devices-page'), 'DevicesPage');

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A failing page keeps the header and footer around its error.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: paths.events, element: <EventsLandingPage /> },
          { path: paths.eventsTechnical, element: <EventCategoryPage category="technical" /> },
          { path: paths.eventsNonTechnical, element: <EventCategoryPage category="non-technical" /> },
          { path: paths.eventsSpecial, element: <EventCategoryPage category="special" /> },
          { path: paths.workshops, element: <WorkshopsPage /> },
          { path: paths.accommodation, element: <AccommodationPage /> },
          { path: paths.team, element: <TeamPage /> },
          { path: paths.contact, element: <ContactPage /> },
          { path: paths.terms, element: <TermsPage /> },
          { path: paths.maintenance, element: <MaintenancePage /> },
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          {
            element: <RequireUser />,
            children: [{ path: paths.profile, element: <ProfilePage /> }],
          },
          {
            element: <RequireStaff />,
            children: [
              {
                // The staff shell (admin nav, signed-in staff, status-bar slot) around every /admin page.
                path: paths.admin,
                element: (
                  <AdminLayout
                    statusBar={
                      <Suspense fallback={null}>
                        <SyncStatusBar />
                      </Suspense>
                    }
                  />
                ),
                children: [
                  {
                    index: true,
                    element: (
                      <DashboardPage
                        panels={
                          <Suspense fallback={null}>
                            <SyncConflictsPanel />
                          </Suspense>
                        }
                      />
                    ),
                  },
                  { path: paths.adminUsers, element: <UsersPage /> },
                  { path: paths.adminEvents, element: <EventsAdminPage /> },
                  { path: paths.adminRegistrations, element: <RegistrationsPage /> },
                  { path: paths.adminPayments, element: <PaymentsPage /> },
                  { path: paths.adminAccommodations, element: <AccommodationsPage /> },
                  { path: paths.adminSettings, element: <SettingsPage /> },
                  { path: paths.adminStaff, element: <StaffPage /> },
                  { path: paths.adminScanner, element: <ScannerHomePage /> },
                  { path: paths.adminDevices, element: <DevicesPage /> },
                  { path: paths.adminEventCheckin, element: <EventCheckinPage /> },
                  { path: paths.adminKitDistribution, element: <KitDistributionPage /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
