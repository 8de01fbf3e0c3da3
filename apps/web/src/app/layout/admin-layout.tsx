import { type ReactNode, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { StaffContext, type StaffViewer } from '../../components/admin/staff-context';
import { ToastProvider } from '../../components/admin/toast-provider';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { SignInAgainDialog } from '../../features/auth/components/sign-in-again-dialog';
import { useAuth } from '../../lib/auth/use-auth';
import { PageTitleArea } from '../../lib/page-title';
import { warmStaffApp } from '../pwa/warm-staff-app';
import { ADMIN_NAV_LINKS, isCurrentAdminLink } from './admin-nav-links';
import { useActiveLinkInView } from './use-active-link-in-view';
import { useScrollEdges } from './use-scroll-edges';
import { useStatusBarHeight } from './use-status-bar-height';
import '../../styles/admin.css';
import '../../styles/admin-controls.css';
import '../../styles/admin-tables.css';
import '../../styles/admin-feedback.css';
import '../../styles/admin-screens.css';
import '../../styles/admin-manage.css';

interface AdminLayoutProps {
  /**
   * A bar shown above every staff page (the scanner's sync status, say). Plug a component in where the
   * router mounts the layout — `element: <AdminLayout statusBar={<SyncStatusBar />} />` in app/router.tsx —
   * so features stay independent of each other. The region is a polite live region; the bar itself should
   * stay about one line high and render nothing when there is nothing to say.
   */
  statusBar?: ReactNode;
}

/**
 * The staff shell inside the site's header and footer (RequireStaff guards it): the admin navigation,
 * who is signed in, the status-bar slot and the page. Every child route of /admin renders in the
 * <Outlet/>; pages read the signed-in staff with useStaff() and show the alerts of docs/product.md#staff-alerts-and-texts with useToast().
 */
export function AdminLayout({ statusBar }: AdminLayoutProps) {
  const { user, sessionPaused } = useAuth();
  const { pathname } = useLocation();
  const shell = useRef<HTMLDivElement>(null);
  const statusSlot = useRef<HTMLDivElement>(null);
  const navList = useRef<HTMLUListElement>(null);
  const staff = useMemo<StaffViewer | null>(
    () =>
      user && (user.role === 'admin' || user.role === 'coordinator')
        ? { id: user.id, name: user.name, role: user.role, isAdmin: user.role === 'admin' }
        : null,
    [user],
  );
  useStatusBarHeight(shell, statusSlot, staff !== null);
  useActiveLinkInView(navList);
  useScrollEdges(navList, staff !== null);
  // Every staff visit (the first one is right after login) saves the whole staff app for offline use.
  useEffect(() => {
    if (staff) void warmStaffApp();
  }, [staff]);
  if (!staff) return null; // RequireStaff already sent everyone else away
  const links = ADMIN_NAV_LINKS.filter((link) => staff.isAdmin || !link.adminOnly);

  return (
    <StaffContext.Provider value={staff}>
      <ToastProvider>
        <div className="admin-shell" ref={shell}>
          <div className="admin-status-slot" role="status" aria-live="polite" ref={statusSlot}>
            {statusBar}
          </div>
          <div className="admin-frame">
            <aside className="admin-side">
              <p className="admin-identity">
                {/* The whole name on hover (two lines show most of it; a longer one is cut), then the address. */}
                <span className="admin-identity-name" title={`${staff.name}\n${user?.email ?? ''}`.trim()}>
                  {staff.name}
                </span>
                <span className={`admin-role admin-role-${staff.role}`}>{staff.role}</span>
              </p>
              <nav aria-label="Admin">
                <ul className="admin-nav" ref={navList}>
                  {links.map((link) => {
                    const current = isCurrentAdminLink(link, pathname);
                    return (
                      <li key={link.to}>
                        <Link
                          to={link.to}
                          className={current ? 'active' : undefined}
                          aria-current={current ? 'page' : undefined}
                        >
                          {link.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            </aside>
            <div className="admin-content">
              <PageTitleArea name="Admin">
                <Suspense fallback={<LoadingScreen />}>
                  <Outlet />
                </Suspense>
              </PageTitleArea>
            </div>
          </div>
        </div>
        {sessionPaused && <SignInAgainDialog />}
      </ToastProvider>
    </StaffContext.Provider>
  );
}
