import { PHONE_ONLY_EMAIL_DOMAIN } from '@cohost/shared';

export interface SessionUser {
  /** Full name; a phone-only account starts with its phone number here. */
  name: string | null;
  /** Null for phone-only accounts. */
  email: string | null;
  phoneNumber: string | null;
  isEmailVerified: boolean;
}

/** What better-auth returns for a user, reduced to the fields the screens read. */
export interface AuthUserFields {
  name?: string | null;
  email?: string | null;
  emailVerified?: boolean | null;
  phoneNumber?: string | null;
}

function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function isPlaceholderEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`);
}

export function toSessionUser(user: AuthUserFields): SessionUser {
  const email = textOrNull(user.email);
  const realEmail = email && !isPlaceholderEmail(email) ? email : null;
  return {
    name: textOrNull(user.name),
    email: realEmail,
    phoneNumber: textOrNull(user.phoneNumber),
    isEmailVerified: Boolean(realEmail && user.emailVerified),
  };
}

/** How the header names the user: full name, else email, else phone number. */
export function displayNameOf(user: SessionUser): string | null {
  return user.name ?? user.email ?? user.phoneNumber;
}
