import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconMail, IconUserPlus } from '@tabler/icons-react';

import { AuthFrame } from './auth-frame';
import type { AuthMode } from './auth-mode';

export function ChooseMethod({ onChoose }: { onChoose(mode: Exclude<AuthMode, 'choose'>): void }) {
  return (
    <AuthFrame title="Sign In" description="Sign in to your Cohost account, or create one in a minute.">
      <Stack gap="sm">
        <Button size="md" variant="default" leftSection={<IconMail size={20} aria-hidden />} onClick={() => onChoose('email-login')}>
          Continue with Email
        </Button>
        <Button size="md" variant="default" leftSection={<IconDeviceMobile size={20} aria-hidden />} onClick={() => onChoose('phone-login')}>
          Continue with Phone
        </Button>
      </Stack>
      <Divider label="New to Cohost?" labelPosition="center" />
      <Stack gap={6}>
        <Button size="md" leftSection={<IconUserPlus size={20} aria-hidden />} onClick={() => onChoose('email-signup')}>
          Create Account
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          With a phone number, Continue with Phone creates your account too.
        </Text>
      </Stack>
    </AuthFrame>
  );
}
