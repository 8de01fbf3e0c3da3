import { M } from '@symposium/schema/messages';
import { isStaffPath, paths } from '@symposium/schema/paths';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { onSessionEnded } from '../lib/api-client';
import { useWebFontsAfterFirstPaint } from '../lib/web-fonts';
import { AppProviders } from './providers';
import { router } from './router';

export function App() {
  useWebFontsAfterFirstPaint();
  // docs/product.md#error-codes-and-texts: when a refresh is refused the tokens are gone and the user goes to /login, told why. A staff page is left
  // to RequireStaff and the auth provider: the page stays under a sign-in dialog, or goes to /login from there.
  useEffect(
    () =>
      onSessionEnded(({ redirect }) => {
        const { pathname } = router.state.location;
        if (redirect && pathname !== paths.login && !isStaffPath(pathname)) {
          void router.navigate(paths.login, { replace: true, state: { notice: M.sessionExpired } });
        }
      }),
    [],
  );

  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
