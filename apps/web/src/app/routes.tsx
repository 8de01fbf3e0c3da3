import { paths } from '@symposium/schema/paths';
import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { EventCategoryPage } from '../features/events/components/event-category-page';
import { HomePage } from '../features/home/components/home-page';
import { UnsettledPart } from '../lib/settled-parts';
import { provideStaffPageLoaders } from '../lib/staff-page-loaders';
import { RequireStaff } from './guards/require-staff';
import { RequireUser } from './guards/require-user';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { ScansWaitingNotice } from './pwa/scans-waiting-notice';
import { RouteErrorPage } from './route-error-page';
import { staffPages } from './staff-pages';

// Every page beyond the home page and the event lists loads on demand: the first visit ships neither the
// forms, nor the QR code, nor IndexedDB, and the staff screens never load on public pages. The event
// lists are the pages most visitors come for; bundling them saves a round trip before they paint.
//
// A page can also be loaded ahead (preloadPageFor, main.tsx: the page the server drew): once its module is
// there it renders in the same pass, without its loading placeholder replacing what is on screen.
type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

const lazyPage = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> => {
  let loaded: { default: ComponentType<P> } | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = { default: module[name] };
    });
  const page = lazy(() =>
    loaded
      ? (settled(loaded) as Promise<{ default: ComponentType<P> }>)
      : preload().then(() => ({ default: loaded!.default })),
  );
  return Object.assign(page, { preload });
};

/** A thenable that calls back at once: React.lazy reads a loaded module synchronously instead of suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then(onFulfilled) {
      return settled(onFulfilled ? onFulfilled(value) : value) as never;
    },
  };
}

const isLazyPage = (type: unknown): type is LazyPage<object> =>
  typeof type === 'object' && type !== null && typeof (type as { preload?: unknown }).preload === 'function';

/**
 * The on-demand pages in a route's element, including those it is given as props (the staff layout's status bar,
 * the dashboard's panels): preloaded with the page, they render in its first pass instead of appearing a moment
 * later and pushing it down under a finger about to tap.
 */
function lazyPagesIn(node: ReactNode): LazyPage<object>[] {
  if (Array.isArray(node)) return node.flatMap(lazyPagesIn);
  if (!isValidElement(node)) return [];
  const props = Object.values(node.props as Record<string, ReactNode>);
  return [...(isLazyPage(node.type) ? [node.type] : []), ...props.flatMap(lazyPagesIn)];
}

/** Loads the on-demand pages that `pathname` shows; never fails (a page that cannot load shows its error later). */
export async function preloadPageFor(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap((match) => lazyPagesIn(match.route.element));
  await Promise.all(pages.map((page) => page.preload().catch(() => undefined)));
}

const LoginPage = lazyPage(() => import('../features/auth/components/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const RegisterPage = lazyPage(() => import('../features/registration/components/register-page'), 'RegisterPage');
const EventsLandingPage = lazyPage(
  () => import('../features/events/components/events-landing-page'),
  'EventsLandingPage',
);
const WorkshopsPage = lazyPage(() => import('../features/workshops/components/workshops-page'), 'WorkshopsPage');
const AccommodationPage = lazyPage(
  () => import('../features/accommodation/components/accommodation-page'),
  'AccommodationPage',
);
const TeamPage = lazyPage(() => import('../features/team/components/team-page'), 'TeamPage');
const ContactPage = lazyPage(() => import('../features/contact/components/contact-page'), 'ContactPage');
const TermsPage = lazyPage(() => import('../features/terms/components/terms-page'), 'TermsPage');
const MaintenancePage = lazyPage(
  () => import('../features/maintenance/components/maintenance-page'),
  'MaintenancePage',
);
const ResultsPage = lazyPage(() => import('../features/results/components/results-page'), 'ResultsPage');
const VerifyCertificatePage = lazyPage(
  () => import('../features/verify-certificate/components/verify-certificate-page'),
  'VerifyCertificatePage',
);
const ProfilePage = lazyPage(() => import('../features/profile/components/profile-page'), 'ProfilePage');
// A staff visit saves every staff page for offline use (pwa/warm-staff-app.ts).
provideStaffPageLoaders(staffPages);
const AdminLayout = lazyPage(staffPages.adminLayout, 'AdminLayout');
// Staff screens (issue 4) and venue scanners (issue 5): app/staff-pages.ts.
const DashboardPage = lazyPage(staffPages.dashboard, 'DashboardPage');
const UsersPage = lazyPage(staffPages.users, 'UsersPage');
const EventsAdminPage = lazyPage(staffPages.eventsAdmin, 'EventsAdminPage');
const RegistrationsPage = lazyPage(staffPages.registrations, 'RegistrationsPage');
const PaymentsPage = lazyPage(staffPages.payments, 'PaymentsPage');
const AccommodationsPage = lazyPage(staffPages.accommodations, 'AccommodationsPage');
const MessagesPage = lazyPage(staffPages.messages, 'MessagesPage');
const SettingsPage = lazyPage(staffPages.settings, 'SettingsPage');
const EditionPage = lazyPage(staffPages.edition, 'EditionPage');
const TeamAdminPage = lazyPage(staffPages.team, 'TeamAdminPage');
const StaffPage = lazyPage(staffPages.staff, 'StaffPage');
const ScannerHomePage = lazyPage(staffPages.scannerHome, 'ScannerHomePage');
const EventCheckinPage = lazyPage(staffPages.eventCheckin, 'EventCheckinPage');
const KitDistributionPage = lazyPage(staffPages.kitDistribution, 'KitDistributionPage');
const SyncStatusBar = lazyPage(staffPages.syncStatusBar, 'SyncStatusBar');
const SyncConflictsPanel = lazyPage(staffPages.syncConflictsPanel, 'SyncConflictsPanel');
const DevicesPage = lazyPage(staffPages.devices, 'DevicesPage');
const ResultsAdminPage = lazyPage(staffPages.results, 'ResultsAdminPage');

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
          { path: paths.results, element: <ResultsPage /> },
          { path: paths.verifyCertificate, element: <VerifyCertificatePage /> },
          { path: paths.login, element: <LoginPage deviceNotice={<ScansWaitingNotice />} /> },
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
                          <Suspense fallback={<UnsettledPart />}>
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
                  { path: paths.adminMessages, element: <MessagesPage /> },
                  { path: paths.adminSettings, element: <SettingsPage /> },
                  { path: paths.adminEdition, element: <EditionPage /> },
                  { path: paths.adminTeam, element: <TeamAdminPage /> },
                  { path: paths.adminStaff, element: <StaffPage /> },
                  { path: paths.adminScanner, element: <ScannerHomePage /> },
                  { path: paths.adminDevices, element: <DevicesPage /> },
                  { path: paths.adminResults, element: <ResultsAdminPage /> },
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
