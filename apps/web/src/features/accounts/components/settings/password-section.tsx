import { Alert, Button, Checkbox, Group, List, PasswordInput, Stack } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';

import { toastError, toastSuccess } from '../../../../lib/toast';
import { AuthRequestError, describeAuthError } from '../../api/auth-request-error';
import { useChangePassword } from '../../api/change-password';
import { validateNewPassword, type PasswordErrors } from '../../domain/auth-validation';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The reasons the server's strength check gave, when it refused the new password. */
function weakPasswordReasons(error: unknown): string[] {
  return error instanceof AuthRequestError && error.code === 'PASSWORD_TOO_WEAK' ? error.reasons : [];
}

export function PasswordSection() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors & { currentPassword?: string }>({});
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true);
  const [refusal, setRefusal] = useState<{ message: string; reasons: string[] } | null>(null);
  const change = useChangePassword();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...validateNewPassword(values.newPassword, values.confirmPassword),
      ...(values.currentPassword ? {} : { currentPassword: 'Enter your current password' }),
    };
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions });
      setValues(EMPTY);
      toastSuccess(revokeOtherSessions ? 'Password changed; your other devices are signed out' : 'Password changed');
    } catch (failure) {
      const message = describeAuthError(failure, { refused: 'Failed to change your password', failed: 'Failed to change your password' });
      setRefusal({ message, reasons: weakPasswordReasons(failure).filter((reason) => reason !== message) });
      toastError(message);
    }
  }

  const set = (key: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [key]: value }));
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change password">
      <Stack gap="sm">
        <PasswordInput label="Current password" value={values.currentPassword} onChange={set('currentPassword')} error={errors.currentPassword} autoComplete="current-password" />
        <PasswordInput label="New password" value={values.newPassword} onChange={set('newPassword')} error={errors.password} autoComplete="new-password" />
        <PasswordInput label="Confirm new password" value={values.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword} autoComplete="new-password" />
        <Checkbox label="Sign out of my other devices" checked={revokeOtherSessions} onChange={(event) => setRevokeOtherSessions(event.currentTarget.checked)} />
        {refusal && (
          <Alert color="red" variant="light" title={refusal.message}>
            {refusal.reasons.length > 0 && (
              <List size="sm">
                {refusal.reasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
