import { LANGUAGES, TIMEZONES } from '@cohost/shared';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { toastError, toastSuccess } from '../../../../lib/toast';
import { describeAccountError } from '../../api/account-api-request';
import type { Me } from '../../api/get-me';
import { useUpdateProfile, type Profile } from '../../api/update-profile';
import { BIO_MAX_LENGTH, NAME_MAX_LENGTH, validateProfile, type ProfileErrors } from '../../domain/account-settings';
import { EmailSetting } from './email-setting';
import { PhoneSetting } from './phone-setting';
import { SettingsCard } from '../../../../components/ui/settings-card';

const TIMEZONE_LABELS: Record<(typeof TIMEZONES)[number], string> = {
  pst: 'Pacific Time (PST)',
  mst: 'Mountain Time (MST)',
  cst: 'Central Time (CST)',
  est: 'Eastern Time (EST)',
};

const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

const TIMEZONE_OPTIONS = TIMEZONES.map((value) => ({ value, label: TIMEZONE_LABELS[value] }));
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

export function ProfileSection({ me }: { me: Me }) {
  const [profile, setProfile] = useState<Profile>(me.profile);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const update = useUpdateProfile();

  function set<K extends keyof Profile>(key: K, value: Profile[K]) {
    setProfile((current) => ({ ...current, [key]: value }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfile(profile);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await update.mutateAsync(profile);
      setProfile(saved.profile);
      toastSuccess('Profile saved');
    } catch (failure) {
      toastError(describeAccountError(failure, 'Failed to save your profile'));
    }
  }

  return (
    <SettingsCard title="Profile" description="How you appear to your team and guests.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" value={profile.firstName} onChange={(event) => set('firstName', event.currentTarget.value)} error={errors.firstName} maxLength={NAME_MAX_LENGTH} autoComplete="given-name" />
            <TextInput label="Last name" value={profile.lastName} onChange={(event) => set('lastName', event.currentTarget.value)} error={errors.lastName} maxLength={NAME_MAX_LENGTH} autoComplete="family-name" />
          </SimpleGrid>
          <Textarea label="Bio" value={profile.bio} onChange={(event) => set('bio', event.currentTarget.value)} error={errors.bio} maxLength={BIO_MAX_LENGTH} autosize minRows={3} maxRows={8} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="Timezone" data={TIMEZONE_OPTIONS} value={profile.timezone} onChange={(value) => value && set('timezone', value as Profile['timezone'])} allowDeselect={false} />
            <Select label="Language" data={LANGUAGE_OPTIONS} value={profile.language} onChange={(value) => value && set('language', value as Profile['language'])} allowDeselect={false} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
      <EmailSetting me={me} />
      <PhoneSetting me={me} />
    </SettingsCard>
  );
}
