import type { SessionUser } from '../../features/session/session-context';

/** Who is signed in, as per-user queries are keyed, so another sign-in never reads the previous person's data. */
export function signedInKeyOf(user: SessionUser | null): string {
  return user ? (user.email ?? user.phoneNumber ?? user.name ?? '') : '';
}
