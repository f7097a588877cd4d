import { Stack, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { toastError, toastSuccess } from '../../../../lib/toast';
import { describeAccountError } from '../../api/account-api-request';
import { useIsSavingPreferences, useUpdatePreferences, type Preferences } from '../../api/update-preferences';
import { SettingsCard } from '../../../../components/ui/settings-card';

type Group = keyof Preferences;

interface Toggle<G extends Group> {
  key: keyof Preferences[G] & string;
  label: string;
  description: string;
}

const EMAIL_TOGGLES: Toggle<'email'>[] = [
  { key: 'newGuestMessages', label: 'New guest messages', description: 'When a guest writes and the co-host needs you' },
  { key: 'bookingConfirmations', label: 'Booking confirmations', description: 'Each new, changed or cancelled booking' },
  { key: 'aiActionSummaries', label: 'AI action summaries', description: 'A digest of what the co-host did on its own' },
  { key: 'marketingUpdates', label: 'Marketing updates', description: 'Product news and tips, only with your consent' },
];

const PUSH_TOGGLES: Toggle<'push'>[] = [
  { key: 'urgentAlerts', label: 'Urgent alerts', description: 'Complaints, damage reports and lock problems' },
  { key: 'bookingUpdates', label: 'Booking updates', description: 'Check-ins, check-outs and changes' },
  { key: 'aiRecommendations', label: 'AI recommendations', description: 'Suggestions to improve your listings' },
];

const PRIVACY_TOGGLES: Toggle<'privacy'>[] = [
  { key: 'shareUsageAnalytics', label: 'Share usage analytics', description: 'Anonymous figures that help us improve Cohost' },
  { key: 'showProfileToTeam', label: 'Show my profile to my team', description: 'Teammates see your name, bio and timezone' },
];

const SECTIONS = {
  email: { title: 'Email notifications', description: 'What we email you about.', toggles: EMAIL_TOGGLES },
  push: { title: 'Push notifications', description: 'What reaches your phone at once.', toggles: PUSH_TOGGLES },
  privacy: { title: 'Privacy', description: 'What you share, and with whom.', toggles: PRIVACY_TOGGLES },
} as const;

/** One group of preference switches; each switch is saved as soon as it is flipped. */
export function PreferenceToggles({
  group,
  preferences,
  marketingConsentAt = null,
  children,
}: {
  group: Group;
  preferences: Preferences;
  /** When marketing updates were consented to (email group). */
  marketingConsentAt?: string | null;
  /** Shown above the switches (the push card's device row). */
  children?: ReactNode;
}) {
  const update = useUpdatePreferences();
  const isSaving = useIsSavingPreferences();
  const section = SECTIONS[group];
  // While a save runs the switch shows the value being saved; on failure it falls back.
  const shown = update.isPending && update.variables ? update.variables : preferences;

  async function toggle(key: string, value: boolean) {
    const next = { ...shown, [group]: { ...shown[group], [key]: value } } as Preferences;
    try {
      await update.mutateAsync(next);
      toastSuccess('Preferences saved');
    } catch (failure) {
      toastError(describeAccountError(failure, 'Failed to save your preferences'));
    }
  }

  return (
    <SettingsCard title={section.title} description={section.description}>
      <Stack gap="md">
        {children}
        {section.toggles.map((item) => (
          <Switch
            key={item.key}
            label={item.label}
            description={item.description}
            checked={(shown[group] as Record<string, boolean>)[item.key] ?? false}
            onChange={(event) => void toggle(item.key, event.currentTarget.checked)}
            disabled={isSaving}
            labelPosition="left"
            styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
          />
        ))}
        {group === 'email' && (
          <Text size="xs" c="dimmed" data-testid="marketing-consent">
            {marketingConsentAt
              ? `You consented to marketing updates on ${new Date(marketingConsentAt).toLocaleString()}. Cohost sends no marketing email yet; your consent and its time are kept and included in Export Data.`
              : 'Cohost sends no marketing email yet. Turning this on records your consent and its time (included in Export Data).'}
          </Text>
        )}
      </Stack>
    </SettingsCard>
  );
}
