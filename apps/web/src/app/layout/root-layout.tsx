import { Suspense } from 'react';
import { isStaffPath } from '@symposium/schema/paths';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import { useEnteredAt } from '../../lib/entered-at';
import { UpdatePrompt } from '../pwa/update-prompt';
import { FocusOnNavigate } from './focus-on-navigate';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  // Notes when each screen was entered, before the screens read it (lib/entered-at.ts).
  useEnteredAt();
  // The staff pages are tools: no marketing footer under their tables.
  const staffPage = isStaffPath(useLocation().pathname);
  return (
    <div className={staffPage ? 'app-shell app-shell-staff' : 'app-shell'}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollOnNavigate />
      <FocusOnNavigate />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {!staffPage && <SiteFooter />}
      <ScrollToTopButton />
      <UpdatePrompt />
    </div>
  );
}
