import { ConnectSeamInputSchema, SeamWebhookSecretInputSchema, type ConnectSeamInput, type SeamAccount } from '@cohost/shared';
import { Alert, Anchor, Button, Card, CopyButton, Group, List, Loader, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useConnectSeamAccount } from '../api/connect-seam-account';
import { useDisconnectSeamAccount } from '../api/disconnect-seam-account';
import { useSeamAccount } from '../api/get-seam-account';
import { useSeamConnectWebview } from '../api/get-seam-connect-webview';
import { useSaveSeamWebhookSecret } from '../api/save-seam-webhook-secret';
import { useStartSeamConnectWebview } from '../api/start-seam-connect-webview';
import { formatMoment } from './lock-format';

interface SeamAccountCardProps {
  /** The host is back from Seam's Connect Webview (/smart-locks?seam=connected). */
  isBackFromSeam: boolean;
  onBackFromSeamSeen(): void;
  /** Opens "Add a lock from Seam". */
  onAddLock(): void;
  canAddLock: boolean;
}

/**
 * "Real locks through Seam": the workspace's Seam API key (tested by Seam before it is saved, never
 * shown again), the Connect Webview where the host signs in to their lock brand, the webhook's
 * address and signing secret, adding the account's locks, and disconnecting.
 */
export function SeamAccountCard({ isBackFromSeam, onBackFromSeamSeen, onAddLock, canAddLock }: SeamAccountCardProps) {
  const account = useSeamAccount();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="seam-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="seam-title">
          Real locks through Seam
        </Title>
        {account.isPending && <Loader size="sm" aria-label="Loading your Seam account" />}
        {account.isError && <Alert color="red">{describeApiError(account.error, 'Failed to load your Seam account')}</Alert>}
        {account.data && !account.data.connected && (
          <>
            <Text size="sm" c="dimmed">
              Cohost sets codes on August, Yale, Schlage, Kwikset, Nuki, igloohome and other locks through Seam. Create a workspace at{' '}
              <Anchor href="https://console.seam.co" target="_blank" rel="noreferrer" inherit>
                console.seam.co
              </Anchor>
              , make an API key there and paste it here: Cohost checks it with Seam before saving it, and never shows it again.
            </Text>
            <SeamKeyForm submitLabel="Save and connect" />
          </>
        )}
        {account.data?.connected && <ConnectedAccount account={account.data} isBackFromSeam={isBackFromSeam} onBackFromSeamSeen={onBackFromSeamSeen} onAddLock={onAddLock} canAddLock={canAddLock} />}
      </Stack>
    </Card>
  );
}

function ConnectedAccount({ account, isBackFromSeam, onBackFromSeamSeen, onAddLock, canAddLock }: SeamAccountCardProps & { account: SeamAccount }) {
  const [isReplacingKey, setReplacingKey] = useState(false);
  const [isConfirmingDisconnect, setConfirmingDisconnect] = useState(false);
  const startWebview = useStartSeamConnectWebview();
  const disconnect = useDisconnectSeamAccount();

  async function openConnectWebview() {
    try {
      const { url } = await startWebview.mutateAsync();
      // Seam's page sends the host back to /smart-locks when they are done.
      window.location.assign(url);
    } catch (error) {
      toastError(describeApiError(error, 'Seam did not open the connection page'));
    }
  }

  async function runDisconnect() {
    try {
      await disconnect.mutateAsync();
      toastSuccess('Seam disconnected: Cohost no longer holds your API key.');
    } catch (error) {
      toastError(describeApiError(error, 'Failed to disconnect Seam'));
    }
    setConfirmingDisconnect(false);
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        Connected since {formatMoment(account.connectedAt!)} · API key ending <Text span ff="monospace">{account.apiKeyLast4}</Text>
      </Text>
      {isBackFromSeam && <BackFromSeam onSeen={onBackFromSeamSeen} />}
      {account.status === 'key-refused' && (
        <Alert color="red" title="Seam refused the saved API key">
          {account.lastError ? `${account.lastError} ` : ''}Save a new key from console.seam.co: until then Cohost cannot reach your Seam locks.
        </Alert>
      )}
      {(isReplacingKey || account.status === 'key-refused') && <SeamKeyForm submitLabel="Save the new key" onSaved={() => setReplacingKey(false)} />}

      <List type="ordered" spacing="md" size="sm">
        <List.Item>
          <Text size="sm" fw={600}>
            Connect your lock account
          </Text>
          <Text size="sm" c="dimmed" mb={6}>
            On Seam's page, sign in to your lock brand's app account; Seam brings you back here, and your locks appear under "Add a lock from Seam".
          </Text>
          <Button variant="light" leftSection={<IconExternalLink size={16} />} loading={startWebview.isPending} onClick={() => void openConnectWebview()}>
            Connect your lock account
          </Button>
        </List.Item>
        <List.Item>
          <WebhookSetup account={account} />
        </List.Item>
        <List.Item>
          <Text size="sm" fw={600}>
            Add a lock from Seam
          </Text>
          <Text size="sm" c="dimmed" mb={6}>
            Put one of the account's locks on a property: its booked stays get codes for it.
          </Text>
          <Button leftSection={<IconPlus size={16} />} onClick={onAddLock} disabled={!canAddLock}>
            Add a lock from Seam
          </Button>
          {!canAddLock && (
            <Text size="xs" c="dimmed" mt={4}>
              Add a property first: a lock belongs to a property.
            </Text>
          )}
        </List.Item>
      </List>

      <Group gap="xs">
        {!isReplacingKey && account.status !== 'key-refused' && (
          <Button variant="subtle" size="xs" onClick={() => setReplacingKey(true)}>
            Replace the API key
          </Button>
        )}
        <Button variant="subtle" color="red" size="xs" onClick={() => setConfirmingDisconnect(true)}>
          Disconnect Seam
        </Button>
      </Group>
      <Modal opened={isConfirmingDisconnect} onClose={() => setConfirmingDisconnect(false)} title="Disconnect Seam?">
        <Stack>
          <Text size="sm">
            Cohost forgets the API key and the webhook's signing secret, and the webhook address stops answering. Locks added from Seam stay listed, but Cohost cannot set or remove their
            codes until you connect an account again. Nothing changes in Seam itself.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingDisconnect(false)}>
              Keep it connected
            </Button>
            <Button color="red" loading={disconnect.isPending} onClick={() => void runDisconnect()}>
              Disconnect
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** What Seam says of the Connect Webview the host just came back from. */
function BackFromSeam({ onSeen }: { onSeen(): void }) {
  const webview = useSeamConnectWebview(true);
  if (webview.isPending) return <Loader size="sm" aria-label="Asking Seam about your lock account" />;
  const status = webview.data?.status;
  const [color, text] = webview.isError
    ? ['red', describeApiError(webview.error, 'Failed to ask Seam about the connection')]
    : status === 'authorized'
      ? ['green', 'Your lock account is connected to Seam: its locks are listed under "Add a lock from Seam".']
      : status === 'failed'
        ? ['red', 'Seam could not connect your lock account. Try "Connect your lock account" again.']
        : ['yellow', 'Seam has not finished connecting your lock account yet. If you closed its page early, open it again.'];
  return (
    <Alert color={color} withCloseButton closeButtonLabel="Dismiss" onClose={onSeen}>
      {text}
    </Alert>
  );
}

/** The webhook Seam's console needs: this address, and its signing secret saved here. */
function WebhookSetup({ account }: { account: SeamAccount }) {
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isReplacing, setReplacing] = useState(false);
  const save = useSaveSeamWebhookSecret();
  const url = account.webhookUrl ?? '';

  async function submit() {
    const checked = SeamWebhookSecretInputSchema.safeParse({ webhookSecret: secret });
    if (!checked.success) return setError(zodFieldErrors(checked.error).webhookSecret ?? 'Paste the signing secret.');
    setError(null);
    try {
      await save.mutateAsync(checked.data.webhookSecret);
      setSecret('');
      setReplacing(false);
      toastSuccess('Signing secret saved: Seam’s deliveries are now checked against it.');
    } catch (failure) {
      setError(apiFieldErrors(failure).webhookSecret ?? describeApiError(failure, 'Failed to save the signing secret'));
    }
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Let Seam tell Cohost at once
      </Text>
      <Text size="sm" c="dimmed">
        In Seam's console, add a webhook endpoint with this address, then paste its signing secret here. Without it, Cohost still confirms codes by asking Seam every minute, but hears of entries with a code only through the webhook, and of a lock going offline only when this screen asks.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput aria-label="Webhook address" value={url} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={14} />} onClick={copy} style={{ flex: 'none' }}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      {account.hasWebhookSecret && !isReplacing ? (
        <Group gap="xs">
          <Text size="sm">
            Signing secret saved.{' '}
            {account.lastWebhookAt ? `Last delivery received ${formatMoment(account.lastWebhookAt)}.` : 'No delivery received yet.'}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => setReplacing(true)}>
            Replace
          </Button>
        </Group>
      ) : (
        <SubmitForm onSubmit={submit}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <PasswordInput
              aria-label="Webhook signing secret"
              placeholder="whsec_…"
              value={secret}
              error={error}
              onChange={(event) => setSecret(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" variant="light" loading={save.isPending} style={{ flex: 'none' }}>
              Save secret
            </Button>
          </Group>
        </SubmitForm>
      )}
    </Stack>
  );
}

/** The API key (and, optionally, the webhook's signing secret): Seam's refusal shows under the field. */
function SeamKeyForm({ submitLabel, onSaved }: { submitLabel: string; onSaved?(): void }) {
  const [draft, setDraft] = useState({ apiKey: '', webhookSecret: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiError | null>(null);
  const connect = useConnectSeamAccount();

  async function submit() {
    setProblem(null);
    const input: ConnectSeamInput = { apiKey: draft.apiKey, ...(draft.webhookSecret.trim() ? { webhookSecret: draft.webhookSecret } : {}) };
    const checked = ConnectSeamInputSchema.safeParse(input);
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    try {
      await connect.mutateAsync(checked.data);
      toastSuccess('Seam accepted the key: your Seam account is connected.');
      onSaved?.();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setProblem(error instanceof ApiError ? error : null);
    }
  }

  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        <PasswordInput
          label="Seam API key"
          placeholder="seam_…"
          required
          autoComplete="off"
          value={draft.apiKey}
          error={errors.apiKey}
          onChange={(event) => setDraft({ ...draft, apiKey: event.currentTarget.value })}
        />
        <PasswordInput
          label="Webhook signing secret (optional)"
          description="From the webhook endpoint you add in Seam's console; you can add it later."
          placeholder="whsec_…"
          autoComplete="off"
          value={draft.webhookSecret}
          error={errors.webhookSecret}
          onChange={(event) => setDraft({ ...draft, webhookSecret: event.currentTarget.value })}
        />
        {problem && Object.keys(errors).length === 0 && <Alert color="red">{describeApiError(problem, 'Failed to save the key')}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={connect.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
