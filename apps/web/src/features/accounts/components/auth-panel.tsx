import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { ACCOUNTS_TEXTS, PAYMENT_STEP_PATH } from '../accounts-constants';
import { toastError, toastSuccess } from '../../../lib/toast';
import type { AuthMode } from './auth-mode';
import { ChooseMethod } from './choose-method';
import { EmailSignInForm } from './email-sign-in-form';
import { EmailSignUpForm } from './email-sign-up-form';
import { PhoneSignIn } from './phone-sign-in';

/**
 * What a sign-in leads to: the sign-in screens go on to the payment step; the card that stands
 * in for a guarded screen stays, and the screen appears in its place.
 */
export type AfterSignIn = 'go-to-payment' | 'stay';

interface AuthPanelProps {
  initialMode: AuthMode;
  afterSignIn: AfterSignIn;
  /**
   * Where a sign-in that goes on lands (`landingAfterSignIn`, given what the route knows of the
   * founders offer and the person's membership); the payment step when not given.
   */
  landing?: () => Promise<string>;
}

/**
 * The answer of an account's unlock link (emailed when sign-in paused after many wrong
 * passwords): the server sends the browser here with `?unlocked=1` or `?unlock=expired`.
 */
function useUnlockOutcome() {
  const [searchParams] = useSearchParams();
  const told = useRef(false);
  const unlocked = searchParams.get('unlocked') === '1';
  const expired = searchParams.get('unlock') === 'expired';
  useEffect(() => {
    if (told.current || (!unlocked && !expired)) return;
    told.current = true;
    if (unlocked) toastSuccess('Sign-in is unlocked: you can sign in now.');
    else toastError('That unlock link has expired or was already used. Sign-in unlocks by itself within 15 minutes.');
  }, [unlocked, expired]);
}

export function AuthPanel({ initialMode, afterSignIn, landing }: AuthPanelProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [hasSwitched, setHasSwitched] = useState(false);
  const navigate = useNavigate();
  useUnlockOutcome();

  function switchTo(next: AuthMode) {
    setMode(next);
    setHasSwitched(true);
  }

  function handleSignedIn(method: 'email' | 'phone') {
    if (afterSignIn === 'stay') {
      toastSuccess(ACCOUNTS_TEXTS.signedIn);
      return;
    }
    void (landing ? landing().catch(() => PAYMENT_STEP_PATH) : Promise.resolve(PAYMENT_STEP_PATH)).then((to) => {
      if (to === PAYMENT_STEP_PATH) toastSuccess(method === 'email' ? ACCOUNTS_TEXTS.signedInRedirecting : ACCOUNTS_TEXTS.phoneVerifiedRedirecting);
      else toastSuccess(ACCOUNTS_TEXTS.signedIn);
      return navigate(to);
    });
  }

  function handleSignedUp(email: string) {
    toastSuccess(ACCOUNTS_TEXTS.accountCreatedCheckEmail);
    void navigate(`/confirm-email?email=${encodeURIComponent(email)}`);
  }

  const backToOptions = () => switchTo('choose');

  switch (mode) {
    case 'choose':
      return <ChooseMethod onChoose={switchTo} />;
    case 'email-login':
      return (
        <EmailSignInForm
          onSignedIn={() => handleSignedIn('email')}
          onCreateAccount={() => switchTo('email-signup')}
          onBack={backToOptions}
          autoFocus={hasSwitched}
        />
      );
    case 'email-signup':
      return (
        <EmailSignUpForm
          onSignedUp={handleSignedUp}
          onSignedInByPhone={() => handleSignedIn('phone')}
          onSignIn={() => switchTo('email-login')}
          onBack={backToOptions}
          autoFocus={hasSwitched}
        />
      );
    case 'phone-login':
      return <PhoneSignIn onSignedIn={() => handleSignedIn('phone')} onBack={backToOptions} />;
  }
}
