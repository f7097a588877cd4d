import { findWebRoute } from '@cohost/shared';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

import { FullPageLoader } from '../../components/ui/full-page-loader';

export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    const title = findWebRoute(pathname)?.title ?? 'Page Not Found';
    document.title = `${title} | Cohost`;
  }, [pathname]);

  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
