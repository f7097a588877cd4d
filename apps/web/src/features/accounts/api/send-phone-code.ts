import { useMutation } from '@tanstack/react-query';

import { authClient } from '../../../lib/auth-client';
import { ACCOUNTS_TEXTS } from '../accounts-constants';
import { callAuth } from './auth-request-error';

/** Texts a 6-digit code to the number (E.164). */
export async function sendPhoneCode(phoneNumber: string): Promise<void> {
  await callAuth(() => authClient.phoneNumber.sendOtp({ phoneNumber }), ACCOUNTS_TEXTS.failedToSendCode);
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
