import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';

import { PageLoader } from '../../components/ui/page-loader';
import type { AuthMode } from '../../features/accounts/components/auth-mode';
import { AuthPanel } from '../../features/accounts/components/auth-panel';
import { EmailConfirmationWait } from '../../features/accounts/components/email-confirmation-wait';
import { EmailVerified } from '../../features/accounts/components/email-verified';
import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/accounts/components/reset-password-form';
import { landingAfterSignIn } from '../../features/accounts/domain/landing-after-sign-in';
import { getFounderMembership } from '../../features/billing/api/get-founder-membership';
import { FoundersWelcomeBanner } from '../../features/billing/components/founders-welcome-banner';
import { displayNameOf, useSession } from '../../features/session/session-context';
import { getSiteInfoQueryOptions } from '../../features/support/api/get-site-info';
import { WelcomePage } from '../../features/welcome/components/welcome-page';
import { AccountsPage } from './accounts-page';
import { signedInKeyOf } from './signed-in-key';

// The accounts screens, loaded together on demand (none of them is on the landing page).

const MODES: readonly AuthMode[] = ['choose', 'email-signup', 'email-login', 'phone-login'];

function modeFromState(state: unknown): AuthMode | undefined {
  const mode = (state as { mode?: unknown } | null)?.mode;
  return MODES.find((candidate) => candidate === mode);
}

function AuthRoute({ defaultMode }: { defaultMode: AuthMode }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const initialMode = modeFromState(location.state) ?? defaultMode;
  // The payment step while the founders offer runs and the person has not joined; else the dashboard.
  const landing = async () => {
    const [site, membership] = await Promise.all([
      queryClient.fetchQuery(getSiteInfoQueryOptions()).catch(() => null),
      getFounderMembership().catch(() => null),
    ]);
    return landingAfterSignIn({ site, isMember: membership ? membership.isMember : null });
  };
  return (
    <AccountsPage>
      {/* A new visit (header link, back button) starts over in its own mode. */}
      <AuthPanel key={location.key} initialMode={initialMode} afterSignIn="go-to-payment" landing={landing} />
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
  const foundersSessionId = searchParams.get('success') === 'true' ? searchParams.get('session_id') : null;
  const greeting = user ? (user.email ?? displayNameOf(user)) : null;
  // Back from the founders payment: the banner reads the membership, so it needs someone signed in.
  const foundersBanner = user && foundersSessionId ? <FoundersWelcomeBanner signedInAs={signedInKeyOf(user)} sessionId={foundersSessionId} /> : null;
  return <WelcomePage greeting={greeting} foundersBanner={foundersBanner} />;
}
