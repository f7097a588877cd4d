import { describe, expect, it } from 'vitest';
import { PAYMENT_STEP_PATH as PAYMENT_STEP } from '../accounts-constants';
import { landingAfterSignIn } from './landing-after-sign-in';

const offer = { launchMode: 'prelaunch', billing: 'on' } as const;

describe('where a sign-in lands', () => {
  it('goes to the payment step while the offer runs and the person has not joined', () => {
    expect(landingAfterSignIn({ site: offer, isMember: false })).toBe(PAYMENT_STEP);
  });

  it('goes to the dashboard for a member, after launch, and with billing off', () => {
    expect(landingAfterSignIn({ site: offer, isMember: true })).toBe('/dashboard');
    expect(landingAfterSignIn({ site: { launchMode: 'launched', billing: 'on' }, isMember: false })).toBe('/dashboard');
    expect(landingAfterSignIn({ site: { launchMode: 'prelaunch', billing: 'off' }, isMember: null })).toBe('/dashboard');
  });

  it("keeps the brief's flow when it cannot tell", () => {
    expect(landingAfterSignIn({ site: null, isMember: null })).toBe(PAYMENT_STEP);
    expect(landingAfterSignIn({ site: offer, isMember: null })).toBe(PAYMENT_STEP);
  });
});
