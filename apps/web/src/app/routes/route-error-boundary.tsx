import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Last resort when a screen throws or its code fails to download (for example after an upgrade). */
export function RouteErrorBoundary() {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" ta="center" gap="md" maw={440}>
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
