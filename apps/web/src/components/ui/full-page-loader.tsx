import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a lazily loaded screen or the session is on its way. */
export function FullPageLoader() {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader size="lg" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
