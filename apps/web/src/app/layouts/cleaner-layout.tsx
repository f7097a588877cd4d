import { ActionIcon, Anchor, Badge, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, Navigate, Outlet } from 'react-router';

import { CohostLogo } from '../../components/ui/cohost-logo';
import { FullPageLoader } from '../../components/ui/full-page-loader';
import { useMyWorkspace } from '../../features/session/api/get-my-workspace';
import { displayNameOf, useSession } from '../../features/session/session-context';

/**
 * The cleaner portal, for signed-in cleaners only: anyone signed out goes to /cleaner-login, a
 * host to their dashboard.
 */
export function CleanerLayout() {
  const { status, user, signOut } = useSession();
  const workspace = useMyWorkspace(user);
  if (status === 'loading') return <FullPageLoader />;
  if (!user) return <Navigate to="/cleaner-login" replace />;
  if (workspace.isPending) return <FullPageLoader />;
  if (workspace.data?.role !== 'cleaner') return <Navigate to="/dashboard" replace />;
  const displayName = displayNameOf(user);

  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" h={60} bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Anchor component={Link} to="/cleaner-dashboard" underline="never" aria-label="Cohost cleaner dashboard" style={{ flexShrink: 0 }}>
              <CohostLogo wordmarkVisibleFrom={displayName ? 'xs' : undefined} />
            </Anchor>
            <Group gap="sm" wrap="nowrap" miw={0} justify="flex-end">
              {displayName && (
                <Text size="sm" fw={500} truncate="end" miw={0}>
                  {displayName}
                </Text>
              )}
              <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
                Cleaner
              </Badge>
              <Text size="sm" c="dimmed" truncate="end" miw={0} visibleFrom="sm">
                {workspace.data.name}
              </Text>
              <Button visibleFrom="sm" variant="default" size="xs" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut} style={{ flexShrink: 0 }}>
                Sign Out
              </Button>
              <ActionIcon hiddenFrom="sm" variant="default" size="lg" aria-label="Sign Out" onClick={signOut} style={{ flexShrink: 0 }}>
                <IconLogout size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
