import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { Navigate, Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import { useAuth } from '../../features/auth/use-auth';

/** /profile: signed-in participants; staff have their own home (spec §2). */
export function RequireUser() {
  const { user, loading, isStaff, sessionEnded } = useAuth();
  if (loading) return <PageLoading label="Checking your session..." />;
  if (!user) return <Navigate to={paths.login} replace state={sessionEnded ? { notice: M.sessionExpired } : undefined} />;
  if (isStaff) return <Navigate to={paths.admin} replace />;
  return <Outlet />;
}
