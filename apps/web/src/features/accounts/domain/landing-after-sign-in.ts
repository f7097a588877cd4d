import { PAYMENT_STEP_PATH } from '../accounts-constants';

interface SignInContext {
  /** The site's launch mode and billing (support's site info); null when it could not be read. */
  site: { launchMode: 'prelaunch' | 'launched'; billing: 'on' | 'off' } | null;
  /** Whether the person is a founding member; null when it could not be read. */
  isMember: boolean | null;
}

/**
 * Where a sign-in lands: the payment step while the founders offer runs and the person has not
 * joined (the brief's flow, also when either answer is missing); the dashboard once they are a
 * member, the offer has ended (`LAUNCH_MODE=launched`) or billing is off (no offer to take).
 */
export function landingAfterSignIn({ site, isMember }: SignInContext): typeof PAYMENT_STEP_PATH | '/dashboard' {
  if (site && (site.launchMode === 'launched' || site.billing === 'off')) return '/dashboard';
  if (isMember === true) return '/dashboard';
  return PAYMENT_STEP_PATH;
}
