import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { CohostLogo } from '../../components/ui/cohost-logo';

const FOOTER_LINKS = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/cleaner-login', label: 'Cleaner Portal' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
] as const;

export function MarketingFooter() {
  return (
    <Box component="footer" py="xl" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap="xs" maw={360}>
            <CohostLogo />
            <Text size="sm" c="dimmed">
              The open-source, self-hostable AI co-host for short-term-rental hosts.
            </Text>
          </Stack>
          <Group component="nav" aria-label="Footer" gap="md">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="gray.8">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
