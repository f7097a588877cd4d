import { Anchor, Badge, Box, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';

import { CohostLogo } from '../../components/ui/cohost-logo';

export function CleanerLayout() {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" h={60} bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/cleaner-dashboard" underline="never" aria-label="Cohost cleaner dashboard">
              <CohostLogo />
            </Anchor>
            <Badge variant="light" radius="sm">
              Cleaner
            </Badge>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
