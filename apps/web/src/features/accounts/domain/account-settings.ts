import { INVALID_EMAIL_MESSAGE, isEmailAddress, type Profile } from '@cohost/shared';

/** The longest values the server takes (`ProfileSchema`); longer ones are refused before sending. */
export const NAME_MAX_LENGTH = 80;
export const BIO_MAX_LENGTH = 1000;

/** The word a user types to confirm closing the account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export interface ProfileErrors {
  firstName?: string;
  lastName?: string;
  bio?: string;
}

export function validateProfile(profile: Profile): ProfileErrors {
  const errors: ProfileErrors = {};
  if (profile.firstName.trim().length > NAME_MAX_LENGTH) errors.firstName = `Use at most ${NAME_MAX_LENGTH} characters`;
  if (profile.lastName.trim().length > NAME_MAX_LENGTH) errors.lastName = `Use at most ${NAME_MAX_LENGTH} characters`;
  if (profile.bio.trim().length > BIO_MAX_LENGTH) errors.bio = `Use at most ${BIO_MAX_LENGTH} characters`;
  return errors;
}

/** A new address to confirm, or why it cannot be one. */
export function validateNewEmail(input: string, currentEmail: string | null): { email: string } | { error: string } {
  const email = input.trim().toLowerCase();
  if (!isEmailAddress(email)) return { error: INVALID_EMAIL_MESSAGE };
  if (email === currentEmail?.toLowerCase()) return { error: 'This is already your email' };
  return { email };
}

/** The shared secret in an `otpauth://` URI, grouped by four for typing into an app by hand. */
export function totpSecretOf(totpURI: string): string | null {
  let secret: string | null;
  try {
    secret = new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
  return secret ? (secret.match(/.{1,4}/g) ?? []).join(' ') : null;
}

/** The text of the downloadable backup-codes file. */
export function backupCodesFileText(codes: readonly string[], account: string): string {
  return [`Cohost backup codes for ${account}`, 'Each code signs you in once when your authenticator app is not at hand.', '', ...codes, ''].join('\n');
}
