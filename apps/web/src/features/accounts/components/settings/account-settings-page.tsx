import { Alert, Button, Grid, Stack, Text, Title } from '@mantine/core';

import { PageLoader } from '../../../../components/ui/page-loader';
import { useMe } from '../../api/get-me';
import { DataSection } from './data-section';
import { PreferenceToggles } from './preference-toggles';
import { PushDevice } from './push-device';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';

/** /account-settings: the signed-in person's profile, notifications, security, privacy and data. */
export function AccountSettingsPage({ onSignedOut }: { onSignedOut(message: string): Promise<void> }) {
  const me = useMe();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Account Settings</Title>
        <Text c="dimmed">Manage your profile, notifications and security.</Text>
      </div>
      {me.isPending && <PageLoader />}
      {me.isError && (
        <Alert color="red" title="Your settings could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{me.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void me.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {me.data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="lg">
              {/* Keyed by user so a different sign-in starts from that user's saved values. */}
              <ProfileSection key={me.data.user.id} me={me.data} />
              <SecuritySection me={me.data} onSignedOut={onSignedOut} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="lg">
              <PreferenceToggles group="email" preferences={me.data.preferences} marketingConsentAt={me.data.marketingConsentAt} />
              {/* Push carries the host's alerts; nothing is pushed to a cleaner. */}
              {me.data.workspace.role !== 'cleaner' ? (
                <PreferenceToggles group="push" preferences={me.data.preferences}>
                  <PushDevice />
                </PreferenceToggles>
              ) : null}
              <PreferenceToggles group="privacy" preferences={me.data.preferences} />
              <DataSection role={me.data.workspace.role} onSignedOut={onSignedOut} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
