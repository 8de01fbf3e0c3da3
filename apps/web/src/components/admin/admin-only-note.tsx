import { Lock } from 'lucide-react';

/** Beside a control a coordinator may not use (docs/permissions.md). */
export function AdminOnlyNote({ children = 'Admins only' }: { children?: string }) {
  return (
    <span className="admin-only-note">
      <Lock aria-hidden="true" size={14} />
      {children}
    </span>
  );
}
