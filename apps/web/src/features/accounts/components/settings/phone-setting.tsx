import type { Me } from '../../api/get-me';
import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { toastError, toastSuccess } from '../../../../lib/toast';
import { ACCOUNTS_TEXTS } from '../../accounts-constants';
import { describeAuthError } from '../../api/auth-request-error';
import { useChangePhoneNumber } from '../../api/change-phone-number';
import { useSendPhoneCode } from '../../api/send-phone-code';
import { CODE_LENGTH, normalizePhoneNumber, PHONE_FORMAT_MESSAGE, validateCode } from '../../domain/auth-validation';
import { CodeInput } from '../code-input';

/** The account's phone number: a new one is saved only once the texted code is confirmed. */
export function PhoneSetting({ me }: { me: Me }) {
  const [isOpen, setIsOpen] = useState(false);
  const current = me.user.phoneNumber;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          Phone
        </Text>
        <Group gap="xs">
          <Text size="sm" data-testid="current-phone">
            {current ?? 'No phone number'}
          </Text>
          {current && (
            <Badge size="sm" variant="light" color="green">
              Verified
            </Badge>
          )}
        </Group>
      </div>
      <Button variant="default" size="xs" onClick={() => setIsOpen(true)} style={{ flexShrink: 0 }}>
        {current ? 'Change phone' : 'Add phone'}
      </Button>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title={current ? 'Change phone number' : 'Add a phone number'} centered>
        {isOpen && <PhoneVerification onDone={() => setIsOpen(false)} />}
      </Modal>
    </Group>
  );
}

function PhoneVerification({ onDone }: { onDone(): void }) {
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useSendPhoneCode();
  const verify = useChangePhoneNumber();

  async function sendCode(phoneNumber: string) {
    try {
      await send.mutateAsync(phoneNumber);
      setSentTo(phoneNumber);
      toastSuccess(ACCOUNTS_TEXTS.codeSent);
    } catch (failure) {
      toastError(describeAuthError(failure, { refused: ACCOUNTS_TEXTS.failedToSendCode, failed: ACCOUNTS_TEXTS.failedToSendCode }));
    }
  }

  async function handlePhone(event: FormEvent) {
    event.preventDefault();
    const phoneNumber = normalizePhoneNumber(phone);
    setError(phoneNumber ? undefined : PHONE_FORMAT_MESSAGE);
    if (phoneNumber) await sendCode(phoneNumber);
  }

  async function handleCode(event: FormEvent) {
    event.preventDefault();
    const codeError = validateCode(code);
    setError(codeError);
    if (codeError || !sentTo) return;
    try {
      await verify.mutateAsync({ phoneNumber: sentTo, code });
      toastSuccess('Phone number verified');
      onDone();
    } catch (failure) {
      toastError(describeAuthError(failure, { refused: ACCOUNTS_TEXTS.invalidCode, failed: ACCOUNTS_TEXTS.invalidCode }));
    }
  }

  if (!sentTo) {
    return (
      <form onSubmit={handlePhone} noValidate>
        <Stack gap="md">
          <TextInput label="Phone number" type="tel" placeholder="+1 555 123 4567" value={phone} onChange={(event) => setPhone(event.currentTarget.value)} error={error} autoComplete="tel" data-autofocus />
          <Button type="submit" loading={send.isPending}>
            Send code
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={handleCode} noValidate>
      <Stack gap="md">
        <Text size="sm">
          We texted a {CODE_LENGTH}-digit code to <strong>{sentTo}</strong>.
        </Text>
        <CodeInput
          label="Verification code"
          value={code}
          onChange={setCode}
          error={error}
          placeholder="123456"
          data-autofocus
        />
        <Button type="submit" loading={verify.isPending}>
          Verify
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="sm" px={4} onClick={() => { setSentTo(null); setCode(''); setError(undefined); }}>
            {ACCOUNTS_TEXTS.changePhoneNumber}
          </Button>
          <Button variant="subtle" size="sm" px={4} onClick={() => sendCode(sentTo)} disabled={send.isPending}>
            Resend code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
