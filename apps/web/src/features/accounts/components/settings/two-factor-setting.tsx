import type { Me } from '../../api/get-me';
import { Badge, Button, Center, Code, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { toastError, toastSuccess } from '../../../../lib/toast';
import { ACCOUNTS_TEXTS } from '../../accounts-constants';
import { describeAuthError } from '../../api/auth-request-error';
import { useConfirmTwoFactor } from '../../api/confirm-two-factor';
import { useDisableTwoFactor } from '../../api/disable-two-factor';
import { useEnableTwoFactor, type TwoFactorEnrolment } from '../../api/enable-two-factor';
import { useGenerateBackupCodes } from '../../api/generate-backup-codes';
import { totpSecretOf } from '../../domain/account-settings';
import { CODE_LENGTH, validateCode } from '../../domain/auth-validation';
import { BackupCodes } from './backup-codes';
import { TotpQrCode } from './totp-qr-code';
import { CodeInput } from '../code-input';

/** Two-factor authentication: its state, and 'Manage' to turn it on or off or renew backup codes. */
export function TwoFactorSetting({ me }: { me: Me }) {
  // Fixed when the dialog opens: finishing enrolment turns two-factor on, and the dialog must
  // still go on to show the backup codes rather than switch to the 'manage' view.
  const [openedAs, setOpenedAs] = useState<'enrol' | 'manage' | null>(null);
  const isEnabled = me.user.twoFactorEnabled;
  const close = () => setOpenedAs(null);
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            Two-factor authentication
          </Text>
          <Badge size="sm" variant="light" color={isEnabled ? 'green' : 'gray'}>
            {isEnabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          A code from an authenticator app at each sign-in.
        </Text>
      </div>
      <Button variant="default" size="xs" onClick={() => setOpenedAs(isEnabled ? 'manage' : 'enrol')} style={{ flexShrink: 0 }}>
        Manage
      </Button>
      <Modal opened={openedAs !== null} onClose={close} title="Two-factor authentication" centered>
        {openedAs === 'manage' && <ManageEnabled account={me.user.email ?? me.user.name} onDone={close} />}
        {openedAs === 'enrol' && <Enrol account={me.user.email ?? me.user.name} onDone={close} />}
      </Modal>
    </Group>
  );
}

function PasswordStep({ label, submitLabel, isPending, onSubmit, color }: { label: string; submitLabel: string; isPending: boolean; onSubmit(password: string): Promise<void>; color?: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Enter your password');
      return;
    }
    setError(undefined);
    await onSubmit(password);
  }
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{label}</Text>
        <PasswordInput label="Password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} error={error} autoComplete="current-password" data-autofocus />
        <Button type="submit" loading={isPending} color={color}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

type EnrolStep = { name: 'password' } | { name: 'scan'; enrolment: TwoFactorEnrolment } | { name: 'codes'; codes: string[] };

function Enrol({ account, onDone }: { account: string; onDone(): void }) {
  const [step, setStep] = useState<EnrolStep>({ name: 'password' });
  const enable = useEnableTwoFactor();

  if (step.name === 'password') {
    return (
      <PasswordStep
        label="Enter your password to set up an authenticator app."
        submitLabel="Continue"
        isPending={enable.isPending}
        onSubmit={async (password) => {
          try {
            setStep({ name: 'scan', enrolment: await enable.mutateAsync(password) });
          } catch (failure) {
            toastError(describeAuthError(failure, { refused: 'Failed to start two-factor setup', failed: 'Failed to start two-factor setup' }));
          }
        }}
      />
    );
  }
  if (step.name === 'scan') return <ScanStep enrolment={step.enrolment} onConfirmed={() => setStep({ name: 'codes', codes: step.enrolment.backupCodes })} />;
  return (
    <Stack gap="md">
      <BackupCodes codes={step.codes} account={account} />
      <Button onClick={onDone}>Done</Button>
    </Stack>
  );
}

function ScanStep({ enrolment, onConfirmed }: { enrolment: TwoFactorEnrolment; onConfirmed(): void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirmTwoFactor();
  const secret = totpSecretOf(enrolment.totpURI);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const codeError = validateCode(code);
    setError(codeError);
    if (codeError) return;
    try {
      await confirm.mutateAsync(code);
      toastSuccess('Two-factor authentication is on');
      onConfirmed();
    } catch (failure) {
      toastError(describeAuthError(failure, { refused: ACCOUNTS_TEXTS.invalidCode, failed: ACCOUNTS_TEXTS.invalidCode }));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…).</Text>
        <Center>
          <TotpQrCode totpURI={enrolment.totpURI} />
        </Center>
        {secret && (
          <Text size="sm">
            Can’t scan it? Enter this key: <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>{secret}</Code>
          </Text>
        )}
        <CodeInput
          label="Authenticator code"
          description={`The ${CODE_LENGTH}-digit code the app shows`}
          value={code}
          onChange={setCode}
          error={error}
          placeholder="123456"
        />
        <Button type="submit" loading={confirm.isPending}>
          Verify and turn on
        </Button>
      </Stack>
    </form>
  );
}

type ManageStep = { name: 'choose' } | { name: 'disable' } | { name: 'regenerate' } | { name: 'codes'; codes: string[] };

function ManageEnabled({ account, onDone }: { account: string; onDone(): void }) {
  const [step, setStep] = useState<ManageStep>({ name: 'choose' });
  const disable = useDisableTwoFactor();
  const regenerate = useGenerateBackupCodes();

  if (step.name === 'choose') {
    return (
      <Stack gap="sm">
        <Text size="sm">Two-factor authentication is on for your account.</Text>
        <Button variant="default" onClick={() => setStep({ name: 'regenerate' })}>
          New backup codes
        </Button>
        <Button color="red" variant="light" onClick={() => setStep({ name: 'disable' })}>
          Turn off two-factor authentication
        </Button>
      </Stack>
    );
  }
  if (step.name === 'disable') {
    return (
      <PasswordStep
        label="Enter your password to turn off two-factor authentication."
        submitLabel="Turn off"
        color="red"
        isPending={disable.isPending}
        onSubmit={async (password) => {
          try {
            await disable.mutateAsync(password);
            toastSuccess('Two-factor authentication is off');
            onDone();
          } catch (failure) {
            toastError(describeAuthError(failure, { refused: 'Failed to turn off two-factor authentication', failed: 'Failed to turn off two-factor authentication' }));
          }
        }}
      />
    );
  }
  if (step.name === 'regenerate') {
    return (
      <PasswordStep
        label="Enter your password to replace your backup codes. The old ones stop working."
        submitLabel="Create new codes"
        isPending={regenerate.isPending}
        onSubmit={async (password) => {
          try {
            setStep({ name: 'codes', codes: await regenerate.mutateAsync(password) });
          } catch (failure) {
            toastError(describeAuthError(failure, { refused: 'Failed to create new backup codes', failed: 'Failed to create new backup codes' }));
          }
        }}
      />
    );
  }
  return (
    <Stack gap="md">
      <BackupCodes codes={step.codes} account={account} />
      <Button onClick={onDone}>Done</Button>
    </Stack>
  );
}
