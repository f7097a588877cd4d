import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';

/** The marketing pages' frame; `children` stand in for the route's page when given. */
export function MarketingLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <MarketingHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        {children ?? <Outlet />}
      </Box>
      <MarketingFooter />
    </Box>
  );
}
