import { createContext, useContext } from 'react';

export interface StaffViewer {
  id: string;
  name: string;
  role: 'admin' | 'coordinator';
  isAdmin: boolean;
}

/**
 * Who is using the staff screens, provided by the admin layout (app/), so admin features read the role
 * without importing the auth feature. Admin-only controls hide or disable themselves from it; the API
 * refuses them anyway (docs/permissions.md).
 */
export const StaffContext = createContext<StaffViewer | null>(null);

export function useStaff(): StaffViewer {
  const value = useContext(StaffContext);
  if (!value) throw new Error('useStaff must be used within the admin layout');
  return value;
}
