import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// The toast container (about 15 KB gzip with its transitions) is not needed for the first paint.
// Toasts raised before it arrives wait in the notifications store and show once it mounts.
const Notifications = lazy(async () => {
  const { Notifications } = await import('@mantine/notifications');
  return { default: Notifications };
});

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
