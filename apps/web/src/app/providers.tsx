import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';

import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// The toast container (about 25 KB of JavaScript with its transitions and portal) is loaded with
// the first toast, not with the page: toasts raised before it arrives wait in the notifications
// store and show once it mounts.
const Notifications = lazy(async () => {
  const { Notifications } = await import('./toast-container');
  return { default: Notifications };
});

const hasToasts = () => notificationsStore.getState().notifications.length > 0;
const noToastsOnServer = () => false;

function ToastContainer() {
  const isToastRaised = useSyncExternalStore(notificationsStore.subscribe, hasToasts, noToastsOnServer);
  // Once mounted it stays, so the toasts' exit transitions play.
  const [isNeeded, setIsNeeded] = useState(false);
  if (isToastRaised && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ToastContainer />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
