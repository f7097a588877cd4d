import type { Me } from '../../api/get-me';
import { Button, Divider, Group, Text } from '@mantine/core';

import { toastError } from '../../../../lib/toast';
import { describeAuthError } from '../../api/auth-request-error';
import { useSignOutAllDevices } from '../../api/sign-out-all-devices';
import { PasswordSection } from './password-section';
import { SettingsCard } from '../../../../components/ui/settings-card';
import { TwoFactorSetting } from './two-factor-setting';

export function SecuritySection({ me, onSignedOut }: { me: Me; onSignedOut(message: string): Promise<void> }) {
  const signOutAll = useSignOutAllDevices();
  // Phone-only accounts sign in with a texted code: they have no password to change or confirm with.
  const hasPassword = me.user.email !== null;

  async function handleSignOutAll() {
    try {
      await signOutAll.mutateAsync();
      await onSignedOut('Signed out of all devices');
    } catch (failure) {
      toastError(describeAuthError(failure, { refused: 'Failed to sign out of all devices', failed: 'Failed to sign out of all devices' }));
    }
  }

  return (
    <SettingsCard title="Security" description="Your password, two-factor authentication and sessions.">
      {hasPassword ? (
        <PasswordSection />
      ) : (
        <Text size="sm" c="dimmed">
          You sign in with a code texted to your phone, so your account has no password.
        </Text>
      )}
      <Divider />
      {hasPassword && <TwoFactorSetting me={me} />}
      {hasPassword && <Divider />}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" fw={500}>
            Sign out of all devices
          </Text>
          <Text size="sm" c="dimmed">
            Ends every session, this one included.
          </Text>
        </div>
        <Button variant="default" size="xs" onClick={handleSignOutAll} loading={signOutAll.isPending} style={{ flexShrink: 0 }}>
          Sign out everywhere
        </Button>
      </Group>
    </SettingsCard>
  );
}
