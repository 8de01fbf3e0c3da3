import { M } from '@symposium/schema/messages';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useAuth } from '../../features/auth/use-auth';
import { paths } from '../../lib/paths';

/** /profile: signed-in participants; staff have their own home (spec §2). */
export function RequireUser() {
  const { user, loading, isStaff, sessionEnded } = useAuth();
  if (loading) return <LoadingScreen label="Checking your session..." />;
  if (!user) return <Navigate to={paths.login} replace state={sessionEnded ? { notice: M.sessionExpired } : undefined} />;
  if (isStaff) return <Navigate to={paths.admin} replace />;
  return <Outlet />;
}
