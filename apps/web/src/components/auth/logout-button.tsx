import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@symposium/schema/paths';
import { BusyButton } from '../ui/busy-button';
import { useAuth } from '../../lib/auth/use-auth';

interface LogoutButtonProps {
  className: string;
  label?: string;
  iconSize?: number;
  /** Runs first, before the session ends: what this page keeps of the person that must not outlive it. */
  beforeLogout?: () => void;
  /** Where the person lands afterwards: the home page, or this page as it reads without a session. */
  afterLogout?: 'home' | 'stay';
}

/** Logout, with 'Logging out...' while the session ends (the header, the profile, /register while signed in). */
export function LogoutButton({
  className,
  label = 'Logout',
  iconSize = 18,
  beforeLogout,
  afterLogout = 'home',
}: LogoutButtonProps) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    beforeLogout?.();
    await logout();
    setLeaving(false);
    if (afterLogout === 'home') navigate(paths.home, { replace: true });
  }

  return (
    <BusyButton type="button" className={className} onClick={() => void leave()} busy={leaving}>
      <LogOut aria-hidden="true" size={iconSize} />
      {leaving ? 'Logging out...' : label}
    </BusyButton>
  );
}
