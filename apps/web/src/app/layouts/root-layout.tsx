import { findWebRoute } from '@cohost/shared';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

import { FullPageLoader } from '../../components/ui/full-page-loader';
import { SessionProvider } from '../../features/session/session-context';

export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    const title = findWebRoute(pathname)?.title ?? 'Page Not Found';
    document.title = `${title} | Cohost`;
  }, [pathname]);

  // Inside the router, so signing out can go to the landing page.
  return (
    <SessionProvider>
      <ScrollRestoration />
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </SessionProvider>
  );
}
