import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import type { LoginState } from '../../features/auth/landing';
import { useAuth } from '../../lib/auth/use-auth';

/**
 * /admin/*: admin and coordinator; anyone else signed in goes home (docs/product.md#roles-and-permissions). A session that ends here keeps the page
 * under a sign-in dialog (AdminLayout) until the person chooses 'Go to login'.
 */
export function RequireStaff() {
  const { user, loading, isStaff, sessionEnded } = useAuth();
  const location = useLocation();
  // The sign-in brings the person back here (features/auth/landing.ts).
  const loginState: LoginState = {
    from: `${location.pathname}${location.search}`,
    ...(sessionEnded ? { notice: M.sessionExpired } : {}),
  };
  if (loading) return <PageLoading label="Checking your session..." />;
  if (!user) return <Navigate to={paths.login} replace state={loginState} />;
  if (!isStaff) return <Navigate to={paths.home} replace />;
  // Another account signing in over a paused page (the sign-in dialog) gets the pages afresh, never what was typed.
  return <Outlet key={user.id} />;
}
