import { headerName } from '@symposium/schema/user';
import { LIMITS } from '@symposium/schema/constants';
import { paths } from '@symposium/schema/paths';
import { LogIn, Shield, User } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { LogoutButton } from '../../components/auth/logout-button';
import { useAuth } from '../../lib/auth/use-auth';
import { viewerOf } from '../../lib/auth/viewer';

/**
 * The right-hand side of the header: Login, or the user's link (staff: Admin) and Logout. Before anyone knows
 * who is looking (the page the server drew), an empty slot the size of the Login button: a returning participant
 * never reads 'Login', and a visitor's header does not move when the button appears.
 */
export function HeaderAccount() {
  const { user, loading, isStaff } = useAuth();

  if (viewerOf(user, loading) === 'unknown') return <span className="header-account-pending" aria-hidden="true" />;

  if (!user) {
    return (
      <Link to={paths.login} className="btn btn-primary btn-small header-login">
        <LogIn aria-hidden="true" size={18} />
        Login
      </Link>
    );
  }

  return (
    <div className="header-account">
      {isStaff ? (
        <NavLink to={paths.admin} className="header-account-link">
          <Shield aria-hidden="true" size={18} />
          Admin
        </NavLink>
      ) : (
        <NavLink to={paths.profile} className="header-account-link" title={user.name}>
          <User aria-hidden="true" size={18} />
          <span className="header-user-name">{headerName(user.name, LIMITS.headerNameMax)}</span>
        </NavLink>
      )}
      <LogoutButton className="btn btn-ghost btn-small" />
    </div>
  );
}
