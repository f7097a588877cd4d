import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '@cohost/shared';

export interface CleanerSignInFields {
  cleanerCode: string;
  email: string;
  password: string;
}

export type CleanerSignInErrors = Partial<Record<keyof CleanerSignInFields, string>>;

/** The cleaner portal asks for all three (brief §5); nothing is sent until they are there. */
export function validateCleanerSignIn(fields: CleanerSignInFields): CleanerSignInErrors {
  const errors: CleanerSignInErrors = {};
  if (!fields.cleanerCode.trim()) errors.cleanerCode = 'Enter the cleaner code your host gave you';
  if (!fields.email.trim()) errors.email = 'Enter your email';
  else if (!isEmailAddress(fields.email)) errors.email = INVALID_EMAIL_MESSAGE;
  if (!fields.password) errors.password = 'Enter your password';
  return errors;
}
