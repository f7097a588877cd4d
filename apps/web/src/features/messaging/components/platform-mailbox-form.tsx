import { PlatformMailboxInputSchema, type MailSecurity, type PlatformMailbox } from '@cohost/shared';
import { Alert, Button, Checkbox, Fieldset, Group, Loader, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useConnectPlatformMailbox } from '../api/connect-platform-mailbox';
import { MAIL_PROVIDER_OPTIONS, MAIL_PROVIDER_PRESETS, MAIL_SECURITY_OPTIONS, providerOf, type MailProvider } from './platform-mailbox-format';

interface ServerDraft {
  host: string;
  port: string;
  security: MailSecurity;
  user: string;
  password: string;
}
interface MailboxDraft {
  provider: MailProvider;
  address: string;
  imap: ServerDraft & { folder: string };
  smtp: ServerDraft;
  /** SMTP signs in with IMAP's user and password (most providers). */
  isSmtpSameLogin: boolean;
}

const PASSWORD_REQUIRED = 'Enter the password (an app password where the provider offers one).';
const KEEP_PASSWORD = 'Leave blank to keep the saved password.';

function draftOf(mailbox: PlatformMailbox | null): MailboxDraft {
  if (!mailbox)
    return {
      provider: 'gmail',
      address: '',
      imap: { ...MAIL_PROVIDER_PRESETS.gmail.imap, port: String(MAIL_PROVIDER_PRESETS.gmail.imap.port), user: '', password: '', folder: 'INBOX' },
      smtp: { ...MAIL_PROVIDER_PRESETS.gmail.smtp, port: String(MAIL_PROVIDER_PRESETS.gmail.smtp.port), user: '', password: '' },
      isSmtpSameLogin: true,
    };
  return {
    provider: providerOf(mailbox.imap.host, mailbox.smtp.host),
    address: mailbox.address,
    imap: { ...mailbox.imap, port: String(mailbox.imap.port), password: '' },
    smtp: { ...mailbox.smtp, port: String(mailbox.smtp.port), password: '' },
    isSmtpSameLogin: mailbox.imap.user === mailbox.smtp.user,
  };
}

/** The request: blank passwords are left out (on an edit the saved ones stay), SMTP's login copied from IMAP's when they are the same. */
function inputOf(draft: MailboxDraft): unknown {
  const smtpLogin = draft.isSmtpSameLogin ? { user: draft.imap.user, password: draft.imap.password } : { user: draft.smtp.user, password: draft.smtp.password };
  return {
    address: draft.address.trim(),
    imap: { host: draft.imap.host, port: draft.imap.port, security: draft.imap.security, user: draft.imap.user, folder: draft.imap.folder, ...(draft.imap.password ? { password: draft.imap.password } : {}) },
    smtp: { host: draft.smtp.host, port: draft.smtp.port, security: draft.smtp.security, user: smtpLogin.user, ...(smtpLogin.password ? { password: smtpLogin.password } : {}) },
  };
}

interface PlatformMailboxFormProps {
  /** The saved mailbox when changing it; null to connect one. */
  mailbox: PlatformMailbox | null;
  onSaved(): void;
  onCancel?(): void;
}

/**
 * Connect (or change) the platform mailbox: the address the platforms know, its IMAP and SMTP
 * servers (filled from a provider's preset), and the passwords. The server tests both before
 * saving; a refusal shows under the field it names.
 */
export function PlatformMailboxForm({ mailbox, onSaved, onCancel }: PlatformMailboxFormProps) {
  const connect = useConnectPlatformMailbox();
  const [draft, setDraft] = useState<MailboxDraft>(() => draftOf(mailbox));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const isEditing = mailbox !== null;
  const preset = draft.provider === 'other' ? null : MAIL_PROVIDER_PRESETS[draft.provider];

  const update = (change: (current: MailboxDraft) => MailboxDraft, ...fields: string[]) => {
    setDraft(change);
    if (fields.length > 0) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !fields.includes(path))));
  };
  const setAddress = (address: string) =>
    update((current) => {
      // The user name follows the address until the host types another one.
      const follows = (user: string) => user === '' || user === current.address;
      return {
        ...current,
        address,
        imap: follows(current.imap.user) ? { ...current.imap, user: address } : current.imap,
        smtp: follows(current.smtp.user) ? { ...current.smtp, user: address } : current.smtp,
      };
    }, 'address');
  const setProvider = (provider: MailProvider) =>
    update((current) => {
      if (provider === 'other') return { ...current, provider };
      const { imap, smtp } = MAIL_PROVIDER_PRESETS[provider];
      return {
        ...current,
        provider,
        imap: { ...current.imap, host: imap.host, port: String(imap.port), security: imap.security },
        smtp: { ...current.smtp, host: smtp.host, port: String(smtp.port), security: smtp.security },
      };
    }, 'imap.host', 'imap.port', 'imap.security', 'smtp.host', 'smtp.port', 'smtp.security');
  const setImap = (patch: Partial<MailboxDraft['imap']>, field: string) => update((current) => ({ ...current, imap: { ...current.imap, ...patch } }), `imap.${field}`);
  const setSmtp = (patch: Partial<MailboxDraft['smtp']>, field: string) => update((current) => ({ ...current, smtp: { ...current.smtp, ...patch } }), `smtp.${field}`);

  async function submit() {
    setProblem(null);
    const checked = PlatformMailboxInputSchema.safeParse(inputOf(draft));
    const found: FieldErrors = checked.success ? {} : zodFieldErrors(checked.error);
    // A new mailbox needs its passwords; a saved one keeps them when left blank.
    if (!isEditing && !draft.imap.password) found['imap.password'] ??= PASSWORD_REQUIRED;
    if (!isEditing && !draft.isSmtpSameLogin && !draft.smtp.password) found['smtp.password'] ??= PASSWORD_REQUIRED;
    if (!checked.success || Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    try {
      // The generated client types the answer as nullable (the schema is reused as nullable in the status); a 200 always carries it.
      const saved = await connect.mutateAsync(checked.data);
      toastSuccess(`Platform mailbox connected: ${saved?.address ?? checked.data.address}`);
      onSaved();
    } catch (error) {
      const fields = apiFieldErrors(error);
      // A refusal of SMTP's own login shows at its own fields.
      if (draft.isSmtpSameLogin && (fields['smtp.user'] || fields['smtp.password'])) setDraft((current) => ({ ...current, isSmtpSameLogin: false }));
      setErrors(fields);
      setProblem(Object.keys(fields).length === 0 ? describeApiError(error, 'Failed to connect the platform mailbox') : null);
    }
  }

  const passwordDescription = isEditing ? KEEP_PASSWORD : 'An app password where your provider offers one.';
  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Email address"
          description="The address Airbnb, Vrbo and Booking.com send guest messages to. Replies leave from it: the platforms only accept replies from the address they know."
          placeholder="host@example.com"
          type="email"
          autoComplete="email"
          required
          value={draft.address}
          error={errors.address}
          onChange={(event) => setAddress(event.currentTarget.value)}
        />
        <Select label="Email provider" data={MAIL_PROVIDER_OPTIONS} value={draft.provider} allowDeselect={false} onChange={(value) => value && setProvider(value as MailProvider)} />
        {preset?.note && (
          <Alert color="blue" p="xs">
            <Text size="sm">{preset.note}</Text>
          </Alert>
        )}
        <Fieldset legend="Incoming mail (IMAP)" p="sm">
          <Stack gap="xs">
            <TextInput label="Server" required value={draft.imap.host} error={errors['imap.host']} onChange={(event) => setImap({ host: event.currentTarget.value }, 'host')} />
            <SimpleGrid cols={2} spacing="xs">
              <TextInput label="Port" inputMode="numeric" required value={draft.imap.port} error={errors['imap.port']} onChange={(event) => setImap({ port: event.currentTarget.value }, 'port')} />
              <Select
                label="Security"
                data={MAIL_SECURITY_OPTIONS}
                allowDeselect={false}
                value={draft.imap.security}
                error={errors['imap.security']}
                onChange={(value) => value && setImap({ security: value as MailSecurity }, 'security')}
              />
            </SimpleGrid>
            <TextInput label="User name" description="Often the email address." autoComplete="off" required value={draft.imap.user} error={errors['imap.user']} onChange={(event) => setImap({ user: event.currentTarget.value }, 'user')} />
            <PasswordInput
              label="Password"
              description={passwordDescription}
              autoComplete="new-password"
              required={!isEditing}
              value={draft.imap.password}
              error={errors['imap.password']}
              onChange={(event) => setImap({ password: event.currentTarget.value }, 'password')}
            />
            <TextInput label="Folder" description="Where platform mail arrives (a folder your filters move it to, or INBOX)." value={draft.imap.folder} error={errors['imap.folder']} onChange={(event) => setImap({ folder: event.currentTarget.value }, 'folder')} />
          </Stack>
        </Fieldset>
        <Fieldset legend="Outgoing mail (SMTP)" p="sm">
          <Stack gap="xs">
            <TextInput label="Server" required value={draft.smtp.host} error={errors['smtp.host']} onChange={(event) => setSmtp({ host: event.currentTarget.value }, 'host')} />
            <SimpleGrid cols={2} spacing="xs">
              <TextInput label="Port" inputMode="numeric" required value={draft.smtp.port} error={errors['smtp.port']} onChange={(event) => setSmtp({ port: event.currentTarget.value }, 'port')} />
              <Select
                label="Security"
                data={MAIL_SECURITY_OPTIONS}
                allowDeselect={false}
                value={draft.smtp.security}
                error={errors['smtp.security']}
                onChange={(value) => value && setSmtp({ security: value as MailSecurity }, 'security')}
              />
            </SimpleGrid>
            <Checkbox
              label="Same user name and password as IMAP"
              checked={draft.isSmtpSameLogin}
              onChange={(event) => {
                const isSame = event.currentTarget.checked;
                update((current) => ({ ...current, isSmtpSameLogin: isSame }), 'smtp.user', 'smtp.password');
              }}
            />
            {!draft.isSmtpSameLogin && (
              <>
                <TextInput label="User name" autoComplete="off" required value={draft.smtp.user} error={errors['smtp.user']} onChange={(event) => setSmtp({ user: event.currentTarget.value }, 'user')} />
                <PasswordInput
                  label="Password"
                  description={passwordDescription}
                  autoComplete="new-password"
                  required={!isEditing}
                  value={draft.smtp.password}
                  error={errors['smtp.password']}
                  onChange={(event) => setSmtp({ password: event.currentTarget.value }, 'password')}
                />
              </>
            )}
          </Stack>
        </Fieldset>
        {problem && (
          <Alert color="red" title="Not connected">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={connect.isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={connect.isPending} leftSection={connect.isPending ? <Loader size={14} color="gray" /> : undefined}>
            {connect.isPending ? 'Testing the connection…' : isEditing ? 'Test and save' : 'Test and connect'}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" aria-live="polite">
          {connect.isPending ? 'Cohost is signing in to both servers; nothing is saved unless both accept.' : 'Passwords are encrypted when saved and never shown again.'}
        </Text>
      </Stack>
    </SubmitForm>
  );
}
