import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';

/** `drawnOnServer`: the server's first screen (first-screen/render-first-screen.tsx), which cannot read the session. */
export function AppProviders({ children, drawnOnServer }: { children: ReactNode; drawnOnServer?: boolean }) {
  return <AuthProvider drawnOnServer={drawnOnServer}>{children}</AuthProvider>;
}
