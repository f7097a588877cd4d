import { ACCOUNTS_TEXTS } from '../accounts-constants';

/** The brief's limits (§9): codes have 6 digits, passwords at least 6 characters. */
export const CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;

export interface PasswordErrors {
  password?: string;
  confirmPassword?: string;
}

/** A new password and its confirmation: long enough, and the same twice. */
export function validateNewPassword(password: string, confirmPassword: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = ACCOUNTS_TEXTS.passwordTooShort;
  if (password !== confirmPassword) errors.confirmPassword = ACCOUNTS_TEXTS.passwordsDoNotMatch;
  return errors;
}

export interface SignUpInput {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export type SignUpPlan =
  | { method: 'email'; fullName: string; email: string; password: string }
  | { method: 'phone'; fullName: string; phoneNumber: string };

export type SignUpValidation =
  | { isValid: true; plan: SignUpPlan }
  | { isValid: false; formError?: string; fieldErrors: PasswordErrors & { phone?: string } };

/**
 * Sign-up takes an email and a password (the account is confirmed by email), or, when the email
 * is left empty, a phone number (the account is confirmed by a texted code; no password).
 */
export function validateSignUp(input: SignUpInput): SignUpValidation {
  const email = input.email.trim();
  const phone = input.phone.trim();
  if (!email && !phone) return { isValid: false, formError: ACCOUNTS_TEXTS.emailOrPhoneRequired, fieldErrors: {} };
  const fullName = input.fullName.trim();

  if (!email) {
    const phoneNumber = normalizePhoneNumber(phone);
    if (!phoneNumber) return { isValid: false, fieldErrors: { phone: PHONE_FORMAT_MESSAGE } };
    return { isValid: true, plan: { method: 'phone', fullName, phoneNumber } };
  }

  if (!input.password) return { isValid: false, formError: ACCOUNTS_TEXTS.emailOrPhoneRequired, fieldErrors: {} };
  const passwordErrors = validateNewPassword(input.password, input.confirmPassword);
  if (passwordErrors.password || passwordErrors.confirmPassword) return { isValid: false, fieldErrors: passwordErrors };
  return { isValid: true, plan: { method: 'email', fullName, email, password: input.password } };
}

export const PHONE_FORMAT_MESSAGE = 'Enter your number with its country code, such as +1 555 123 4567';

/**
 * The number in E.164 form (`+15551234567`), or null when it has no country code or the wrong
 * length. Spaces, dots, dashes and brackets are allowed while typing.
 */
export function normalizePhoneNumber(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

/** Exactly six digits, digits only; otherwise the brief's message. */
export function validateCode(code: string): string | undefined {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code.trim()) ? undefined : ACCOUNTS_TEXTS.incompleteCode;
}
