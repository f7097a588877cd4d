import { useEffect } from 'react';

import { authClient } from '../../../lib/auth-client';
import { CONFIRMATION_CHECK_INTERVAL_MS, EMAIL_VERIFIED_STORAGE_KEY } from '../accounts-constants';

/**
 * Whether `email` is confirmed, watched through the session: the confirmation link signs the
 * user in, in this browser. The session is read again every 3 seconds (brief §4), and at once
 * when the confirmation tab says so through local storage.
 */
export function useEmailConfirmedWatch(email: string | null): boolean {
  const { data, refetch } = authClient.useSession();
  const user = data?.user;
  const isConfirmed = Boolean(email && user?.emailVerified && user.email.toLowerCase() === email.trim().toLowerCase());
  const isWatching = Boolean(email) && !isConfirmed;

  useEffect(() => {
    if (!isWatching) return;
    const timer = window.setInterval(() => void refetch(), CONFIRMATION_CHECK_INTERVAL_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === EMAIL_VERIFIED_STORAGE_KEY && event.newValue === 'true') void refetch();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [isWatching, refetch]);

  return isConfirmed;
}
