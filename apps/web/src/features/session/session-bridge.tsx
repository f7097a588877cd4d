import { useEffect, useMemo, useState } from 'react';

import { authClient } from '../../lib/auth-client';
import { toSessionUser, type SessionUser } from './session-user';

export interface LiveSession {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  refresh(): Promise<void>;
}

/**
 * Mirrors better-auth's session store into the session context. Rendered beside the app (not
 * around it), so loading it later never remounts a screen.
 */
export function SessionBridge({ onChange }: { onChange(session: LiveSession): void }) {
  const { data, isPending, refetch } = authClient.useSession();
  const user = data?.user;
  // Only the first read shows as loading; a later re-read keeps what was known until it answers,
  // so a sign-in card does not blink into a spinner.
  const [hasSettled, setHasSettled] = useState(false);
  if (!isPending && !hasSettled) setHasSettled(true);
  const isLoading = isPending && !hasSettled;

  const live = useMemo<LiveSession>(() => {
    const refresh = () => refetch();
    if (user) return { status: 'signed-in', user: toSessionUser(user), refresh };
    return { status: isLoading ? 'loading' : 'signed-out', user: null, refresh };
  }, [user, isLoading, refetch]);

  useEffect(() => onChange(live), [live, onChange]);
  return null;
}

export async function signOutEverywhere(): Promise<void> {
  await authClient.signOut();
}
