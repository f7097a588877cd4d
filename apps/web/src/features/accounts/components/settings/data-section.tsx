import { can, type WorkspaceRole } from '@cohost/shared';
import { Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconFileZip, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { toastError } from '../../../../lib/toast';
import { describeAccountError } from '../../api/account-api-request';
import { useCloseAccount } from '../../api/close-account';
import { useLatestWorkspaceExport, useStartWorkspaceExport, type WorkspaceExport } from '../../api/workspace-export';
import { DELETE_CONFIRMATION_WORD } from '../../domain/account-settings';
import { SettingsCard } from '../../../../components/ui/settings-card';

const ACCOUNT_CLOSED_MESSAGE = 'Your account is closed and will be deleted in 30 days.';

/** What the export holds, as the server's parts (platform/export, each module's exportParts) do. */
const EXPORT_CONTENTS =
  'Everything your workspace holds: properties and their knowledge base, stays and calendar blocks, calendar feeds, conversations and messages, templates, AI and autonomy settings, approvals and activity, invoices, locks and door code history, cleanings with photo links, supplies and orders, claims, your team and your profile. A ZIP of JSON files, with CSV for tables.';
const EXPORT_LEFT_OUT =
  'Left out: passwords and keys, the secret addresses of calendar feeds, and door code digits. Photo and receipt links open only for members of this workspace.';

export function DataSection({ role, onSignedOut }: { role: WorkspaceRole; onSignedOut(message: string): Promise<void> }) {
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  return (
    <SettingsCard title="Your data" description="Take a copy of your data, or close your account.">
      {can(role, 'workspace.export') ? (
        <ExportData />
      ) : (
        <div>
          <Text size="sm" fw={500}>
            Export data
          </Text>
          <Text size="sm" c="dimmed">
            Only the workspace owner can export the workspace&apos;s data.
          </Text>
        </div>
      )}
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

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const formatWhen = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Export Data: starts the job, shows its progress (read every second), then the download until it expires. */
function ExportData() {
  const latest = useLatestWorkspaceExport(true);
  const start = useStartWorkspaceExport();
  const current: WorkspaceExport | null = latest.data ?? null;
  const isRunning = current?.status === 'running';

  async function handleStart() {
    try {
      await start.mutateAsync();
    } catch (failure) {
      toastError(describeAccountError(failure, 'Failed to start the export'));
    }
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" fw={500}>
            Export data
          </Text>
          <Text size="sm" c="dimmed">
            {EXPORT_CONTENTS}
          </Text>
        </div>
        {!isRunning && (
          <Button variant="default" size="xs" leftSection={<IconFileZip size={14} />} onClick={handleStart} loading={start.isPending} style={{ flexShrink: 0 }}>
            {current?.downloadUrl ? 'New Export' : 'Export Data'}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {EXPORT_LEFT_OUT} It is built in the background and we email you when it is ready; the download works for 7 days.
      </Text>
      {isRunning && (
        <div role="status" aria-live="polite">
          <Text size="sm">
            Preparing your export… {current.partsDone} of {current.partsTotal} parts
          </Text>
          <Progress mt={4} size="sm" value={current.partsTotal ? (current.partsDone / current.partsTotal) * 100 : 0} aria-label="Export progress" />
        </div>
      )}
      {current?.status === 'ready' && current.downloadUrl && (
        <Group justify="space-between" wrap="nowrap" align="center">
          <Text size="sm">
            Ready{current.bytes !== null ? `: ${formatSize(current.bytes)}` : ''}. Download until {formatWhen(current.expiresAt)}.
          </Text>
          <Button component="a" href={current.downloadUrl} download size="xs" leftSection={<IconDownload size={14} />} style={{ flexShrink: 0 }}>
            Download
          </Button>
        </Group>
      )}
      {current?.status === 'ready' && !current.downloadUrl && (
        <Text size="sm" c="dimmed">
          Your last export expired and was deleted. Start a new one.
        </Text>
      )}
      {current?.status === 'failed' && (
        <Text size="sm" c="red">
          The last export failed. Try again; if it fails again, contact support.
        </Text>
      )}
    </Stack>
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
