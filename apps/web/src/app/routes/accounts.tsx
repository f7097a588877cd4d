import { Stack, Text, ThemeIcon, Title, Container } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router';

import { PageLoader } from '../../components/ui/page-loader';
import type { AuthMode } from '../../features/accounts/components/auth-mode';
import { AuthPanel } from '../../features/accounts/components/auth-panel';
import { EmailConfirmationWait } from '../../features/accounts/components/email-confirmation-wait';
import { EmailVerified } from '../../features/accounts/components/email-verified';
import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/accounts/components/reset-password-form';
import { displayNameOf, useSession } from '../../features/session/session-context';
import { WelcomePage } from '../../features/welcome/components/welcome-page';
import { AccountsPage } from './accounts-page';

// The accounts screens, loaded together on demand (none of them is on the landing page).

const MODES: readonly AuthMode[] = ['choose', 'email-signup', 'email-login', 'phone-login'];

function modeFromState(state: unknown): AuthMode | undefined {
  const mode = (state as { mode?: unknown } | null)?.mode;
  return MODES.find((candidate) => candidate === mode);
}

function AuthRoute({ defaultMode }: { defaultMode: AuthMode }) {
  const location = useLocation();
  const initialMode = modeFromState(location.state) ?? defaultMode;
  return (
    <AccountsPage>
      {/* A new visit (header link, back button) starts over in its own mode. */}
      <AuthPanel key={location.key} initialMode={initialMode} afterSignIn="go-to-payment" />
    </AccountsPage>
  );
}

export function LoginRoute() {
  return <AuthRoute defaultMode="choose" />;
}

export function SignupRoute() {
  return <AuthRoute defaultMode="email-signup" />;
}

function useEmailParam(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('email')?.trim() || null;
}

export function EmailConfirmationRoute() {
  const email = useEmailParam();
  return (
    <AccountsPage>
      <EmailConfirmationWait key={email} screen="email-confirmation" email={email} />
    </AccountsPage>
  );
}

export function ConfirmEmailRoute() {
  const email = useEmailParam();
  return (
    <AccountsPage>
      <EmailConfirmationWait key={email} screen="confirm-email" email={email} />
    </AccountsPage>
  );
}

export function EmailVerifiedRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AccountsPage>
      <EmailVerified linkError={searchParams.get('error')} />
    </AccountsPage>
  );
}

export function ForgotPasswordRoute() {
  return (
    <AccountsPage>
      <ForgotPasswordForm />
    </AccountsPage>
  );
}

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('error') ? null : searchParams.get('token');
  return (
    <AccountsPage>
      <ResetPasswordForm token={token} />
    </AccountsPage>
  );
}

export function ThankYouRoute() {
  const { status, user } = useSession();
  const [searchParams] = useSearchParams();
  if (status === 'loading') return <PageLoader />;
  const isBackFromFoundersPayment = searchParams.get('success') === 'true' && Boolean(searchParams.get('session_id'));
  const greeting = user ? (user.email ?? displayNameOf(user)) : null;
  return <WelcomePage greeting={greeting} isBackFromFoundersPayment={isBackFromFoundersPayment} />;
}

/** Guarded, so a user is signed in. The join and member states come with payments. */
export function FoundersThankYouRoute() {
  const { user } = useSession();
  const registeredAs = user?.email ?? user?.phoneNumber;
  return (
    <Container size="sm" py={{ base: 64, md: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconCrown size={32} stroke={1.6} />
        </ThemeIcon>
        <Title order={1}>Founders Circle</Title>
        {registeredAs && (
          <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
            Registered as <strong>{registeredAs}</strong>
          </Text>
        )}
        <Text size="lg" c="dimmed">
          The Founders Circle is being built; joining and membership details will appear here.
        </Text>
      </Stack>
    </Container>
  );
}
