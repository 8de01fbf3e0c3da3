import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import type { LoginState } from '../../features/auth/landing';
import { useAuth } from '../../lib/auth/use-auth';

/** /profile: signed-in participants; staff have their own home (docs/product.md#route-table). */
export function RequireUser() {
  const { user, loading, isStaff, sessionEnded } = useAuth();
  const location = useLocation();
  // The sign-in brings the person back here (features/auth/landing.ts).
  const loginState: LoginState = {
    from: `${location.pathname}${location.search}`,
    ...(sessionEnded ? { notice: M.sessionExpired } : {}),
  };
  if (loading) return <PageLoading label="Checking your session..." />;
  if (!user) return <Navigate to={paths.login} replace state={loginState} />;
  if (isStaff) return <Navigate to={paths.admin} replace />;
  return <Outlet />;
}
