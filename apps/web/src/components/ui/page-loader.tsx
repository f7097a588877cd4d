import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A spinner inside a page (under its header), while one part of it loads. */
export function PageLoader() {
  return (
    <Center py={120} role="status" aria-live="polite">
      <Loader size="lg" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
