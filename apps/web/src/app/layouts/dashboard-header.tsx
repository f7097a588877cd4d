import { ActionIcon, Anchor, Badge, Burger, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';

import { CohostLogo } from '../../components/ui/cohost-logo';
import { ApprovalsIndicator } from '../../features/automation/components/approvals-indicator';
import { displayNameOf, type SessionUser } from '../../features/session/session-context';

interface DashboardHeaderProps {
  user: SessionUser;
  navOpened: boolean;
  navId: string;
  onToggleNav(): void;
  onSignOut(): Promise<void>;
}

export function DashboardHeader({ user, navOpened, navId, onToggleNav, onSignOut }: DashboardHeaderProps) {
  const displayName = displayNameOf(user);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={navOpened}
          aria-controls={navId}
        />
        <Anchor component={Link} to="/dashboard" underline="never" aria-label="Cohost dashboard">
          {/* With a name to show, phones keep only the icon. */}
          <CohostLogo wordmarkVisibleFrom={displayName ? 'xs' : undefined} />
        </Anchor>
      </Group>

      <Group gap="sm" wrap="nowrap" miw={0} justify="flex-end">
        {displayName && (
          <Text size="sm" fw={500} truncate="end" miw={0}>
            {displayName}
          </Text>
        )}
        <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
          Host
        </Badge>
        <ApprovalsIndicator />
        <Button
          visibleFrom="sm"
          variant="default"
          size="xs"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onSignOut}
          style={{ flexShrink: 0 }}
        >
          Sign Out
        </Button>
        <ActionIcon hiddenFrom="sm" variant="default" size="lg" aria-label="Sign Out" onClick={onSignOut} style={{ flexShrink: 0 }}>
          <IconLogout size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
