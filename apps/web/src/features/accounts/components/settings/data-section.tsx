import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { downloadFile } from '../../../../lib/download-file';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { describeAccountError } from '../../api/account-api-request';
import { useCloseAccount } from '../../api/close-account';
import { useExportAccountData } from '../../api/export-account-data';
import { DELETE_CONFIRMATION_WORD } from '../../domain/account-settings';
import { SettingsCard } from '../../../../components/ui/settings-card';

const ACCOUNT_CLOSED_MESSAGE = 'Your account is closed and will be deleted in 30 days.';

export function DataSection({ onSignedOut }: { onSignedOut(message: string): Promise<void> }) {
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const exportData = useExportAccountData();

  async function handleExport() {
    try {
      const archive = await exportData.mutateAsync();
      downloadFile(archive.blob, archive.fileName);
      toastSuccess('Your data is downloading');
    } catch (failure) {
      toastError(describeAccountError(failure, 'Failed to export your data'));
    }
  }

  return (
    <SettingsCard title="Your data" description="Take a copy of your data, or close your account.">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" fw={500}>
            Export data
          </Text>
          <Text size="sm" c="dimmed">
            Everything Cohost holds about you, as a JSON file.
          </Text>
        </div>
        <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} onClick={handleExport} loading={exportData.isPending} style={{ flexShrink: 0 }}>
          Export Data
        </Button>
      </Group>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" fw={500} c="red">
            Delete account
          </Text>
          <Text size="sm" c="dimmed">
            You are signed out at once; your data is deleted 30 days later.
          </Text>
        </div>
        <Button color="red" variant="light" size="xs" leftSection={<IconTrash size={14} />} onClick={() => setIsDeleteOpen(true)} style={{ flexShrink: 0 }}>
          Delete Account
        </Button>
      </Group>
      <Modal opened={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} title="Delete your account?" centered>
        {isDeleteOpen && <DeleteAccountForm onCancel={() => setIsDeleteOpen(false)} onSignedOut={onSignedOut} />}
      </Modal>
    </SettingsCard>
  );
}

function DeleteAccountForm({ onCancel, onSignedOut }: { onCancel(): void; onSignedOut(message: string): Promise<void> }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = useCloseAccount();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim() !== DELETE_CONFIRMATION_WORD) {
      setError(`Type ${DELETE_CONFIRMATION_WORD} to confirm`);
      return;
    }
    setError(undefined);
    try {
      await close.mutateAsync();
      await onSignedOut(ACCOUNT_CLOSED_MESSAGE);
    } catch (failure) {
      toastError(describeAccountError(failure, 'Failed to delete your account'));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Your account closes now and every device is signed out. After 30 days your profile, settings and workspace data are deleted for good.
        </Text>
        <TextInput label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} error={error} autoComplete="off" data-autofocus />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={close.isPending} disabled={typed.trim() !== DELETE_CONFIRMATION_WORD}>
            Delete account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
