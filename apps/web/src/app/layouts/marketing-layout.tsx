import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';

export function MarketingLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <MarketingHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <MarketingFooter />
    </Box>
  );
}
