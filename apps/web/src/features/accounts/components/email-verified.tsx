import { Alert, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { EMAIL_VERIFIED_STORAGE_KEY, PAYMENT_STEP_PATH, TAB_AUTO_CLOSE_MS } from '../accounts-constants';
import { AuthFrame } from './auth-frame';

/** Tells a tab still waiting on /confirm-email that the link worked. */
function announceEmailVerified() {
  try {
    // Removing first makes the write an event in other tabs even when the flag was already set.
    window.localStorage.removeItem(EMAIL_VERIFIED_STORAGE_KEY);
    window.localStorage.setItem(EMAIL_VERIFIED_STORAGE_KEY, 'true');
  } catch {
    // Storage can be disabled; the waiting tab still notices within 3 seconds.
  }
}

/**
 * Where the confirmation link lands. better-auth has already confirmed the address and signed
 * the user in here; on a bad or expired link it adds `?error=…`.
 */
/**
 * Whether a script may close this tab (HTML's "script-closable"): one the page's script opened,
 * or a tab whose history holds only this page, as when a mail app opens the link in a new tab.
 * A tab that navigated here from elsewhere is not, and no browser closes it.
 */
function mayCloseItself(): boolean {
  return window.opener !== null || window.history.length <= 1;
}

export function EmailVerified({ linkError }: { linkError: string | null }) {
  const navigate = useNavigate();
  const [couldNotClose, setCouldNotClose] = useState(() => !mayCloseItself());

  function closeTab() {
    window.close();
    // Browsers only let a page close a tab it opened; if we are still here, say so.
    window.setTimeout(() => setCouldNotClose(true), 200);
  }

  useEffect(() => {
    if (linkError) return;
    announceEmailVerified();
    if (!mayCloseItself()) return;
    const timer = window.setTimeout(closeTab, TAB_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [linkError]);

  if (linkError) {
    return (
      <AuthFrame title="Link Not Valid">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
          This confirmation link is invalid or has expired. Sign in with your email and password to get a new one.
        </Alert>
        <Button component={Link} to="/login" size="md" fullWidth>
          Sign In
        </Button>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Email Verified">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={38} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          Your email is confirmed and you are signed in.
        </Text>
        <Text size="sm" c="dimmed" role="status">
          {couldNotClose
            ? 'Your browser keeps this tab open: go back to the tab where you signed up and close this one, or continue here.'
            : 'You can go back to the tab where you signed up. This tab closes in 3 seconds.'}
        </Text>
      </Stack>
      <Stack gap="sm">
        <Button size="md" fullWidth onClick={() => void navigate(PAYMENT_STEP_PATH)}>
          Continue in this tab
        </Button>
        <Button variant="default" size="md" fullWidth onClick={closeTab}>
          Close this tab
        </Button>
      </Stack>
    </AuthFrame>
  );
}
