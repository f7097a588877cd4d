import { getWebRoute, type WebPath } from '@cohost/shared';
import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

// Honest stand-ins until each screen's issue lands; every later issue deletes its line here.
const COMING_SOON_COPY = {
  '/pricing': 'We are still building this page; plans and prices will be published here.',
  '/faq': 'We are still building this page; answers to common questions will be published here.',
  '/payment-failed': 'Payments are being built; this page will explain a failed or cancelled payment.',
  '/terms': 'The terms of service are being written and will be published here.',
  '/privacy': 'The privacy policy is being written and will be published here.',
} as const satisfies Partial<Record<WebPath, string>>;

export type ComingSoonPath = keyof typeof COMING_SOON_COPY;

export function ComingSoonRoute({ path }: { path: ComingSoonPath }) {
  return (
    <Container size="sm" py={{ base: 64, md: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconTools size={32} stroke={1.6} />
        </ThemeIcon>
        <Title order={1}>{getWebRoute(path).title}</Title>
        <Text size="lg" c="dimmed">
          {COMING_SOON_COPY[path]}
        </Text>
      </Stack>
    </Container>
  );
}
