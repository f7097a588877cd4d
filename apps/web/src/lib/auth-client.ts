import { organizationClient, phoneNumberClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The one better-auth client of the web app. Sessions are httpOnly cookies on this origin, so
 * nothing is stored in the browser; the client refreshes the session itself (on focus, and when
 * the server says it is due) and shares sign-outs between tabs.
 *
 * Import it only from lazily loaded code: it is kept out of the landing page's first download.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [phoneNumberClient(), twoFactorClient(), organizationClient()],
});

/**
 * Reads the session again into the store `useSession` watches, and resolves once it is there.
 * Call it after signing in and before navigating, so the next screen already sees the user
 * (better-auth's own refresh after a sign-in runs a moment later).
 */
export async function reloadSession(): Promise<void> {
  const sessionAtom = authClient.$store.atoms.session as { get(): { refetch(): Promise<void> } } | undefined;
  await sessionAtom?.get().refetch();
}
