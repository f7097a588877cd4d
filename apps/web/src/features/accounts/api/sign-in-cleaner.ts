import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { reloadSession } from '../../../lib/auth-client';

export type SignInCleanerInput = components['schemas']['CleanerSignInInput'];

/** A refused cleaner sign-in, carrying the server's message (wrong code, not a cleaner, …). */
export class CleanerSignInError extends Error {
  override readonly name = 'CleanerSignInError';
}

const FAILED = 'Could not sign in. Check your connection and try again.';

/** Signs a cleaner into their team's workspace; the session cookie comes with the answer. */
export async function signInCleaner(input: SignInCleanerInput): Promise<void> {
  let answer;
  try {
    answer = await api.POST('/api/accounts/cleaner-sign-in', { body: input });
  } catch {
    throw new CleanerSignInError(FAILED);
  }
  if (answer.error) throw new CleanerSignInError(answer.error.error.message || FAILED);
  await reloadSession();
}

export function useSignInCleaner() {
  return useMutation({ mutationFn: signInCleaner });
}
