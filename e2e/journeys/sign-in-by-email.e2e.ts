import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test } from '../support/browser';
import { TEMPLATES, createConfirmedHost, linkIn, waitForMessage, type Host } from '../support/accounts';
import { expectScreen } from '../support/expect-screen';

const HOME = { path: '/', heading: 'Your AI co-host for short-term rentals' };
const PAYMENT_STEP = { path: '/founders-thank-you', heading: 'Founders Circle' };

/** Chromium logs each refused request (401, 403) as a console error. */
function refusedRequest(status: number, path: string): RegExp {
  return new RegExp(`^console: Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\[[^\\]]*${path}\\]$`);
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('signing in by email', () => {
  test.override('allowedBrowserErrors', [refusedRequest(401, '/api/auth/sign-in/email')]);

  test('a confirmed host signs in, is named in the dashboard, and signs out', async ({ page }) => {
    const host: Host = await createConfirmedHost(page, 'signin');
    await page.goto('/login');
    await expectScreen(page, { path: '/login', heading: 'Sign In' });
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();

    await fillSignIn(page, host.email, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();

    await fillSignIn(page, host.email, host.password);
    await page.getByText('Signed in successfully! Redirecting to payment...', { exact: true }).waitFor();
    await expectScreen(page, PAYMENT_STEP);
    expect(new URL(page.url()).searchParams.get('redirect_to_payment')).toBe('true');
    await page.getByRole('main').getByText(host.email, { exact: true }).waitFor();

    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    await header.getByText(host.name, { exact: true }).waitFor();
    await header.getByText('Host', { exact: true }).waitFor();

    // The session is a cookie: it survives a reload.
    await page.reload();
    await header.getByText(host.name, { exact: true }).waitFor();
    // The dashboard has read what it shows (the team card last): signing out before it had would
    // leave its reads to be answered 401 after the session ended.
    await page.getByRole('heading', { name: 'Team' }).waitFor();
    await page.getByText('No pending invitations.').waitFor();
    await page.getByRole('table', { name: 'Members' }).getByText(host.email).waitFor();

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expectScreen(page, HOME);

    for (const path of ['/messages', '/founders-thank-you', '/payment-failed']) {
      await page.goto(path);
      await expectScreen(page, { path, heading: 'Welcome Back' });
    }
  });

  test('a guarded deep link shows the sign-in card, and signing in there stays on the page', async ({ page }) => {
    const host = await createConfirmedHost(page, 'deeplink');
    await page.goto('/messages');
    await expectScreen(page, { path: '/messages', heading: 'Welcome Back' });

    // The card toggles between signing in and creating an account.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectScreen(page, { path: '/messages', heading: 'Create Account' });
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectScreen(page, { path: '/messages', heading: 'Welcome Back' });

    await fillSignIn(page, host.email, host.password);
    await page.getByText('Signed in successfully!', { exact: true }).waitFor();
    await expectScreen(page, { path: '/messages', heading: 'Messages' });
    await page.getByRole('banner').getByText(host.name, { exact: true }).waitFor();
  });
});

describe('an email that is not confirmed yet', () => {
  test.override('allowedBrowserErrors', [refusedRequest(403, '/api/auth/sign-in/email')]);

  test('is refused with an offer to resend the confirmation, which then leads on to payment', async ({ page }) => {
    const host = await createConfirmedHost(page, 'unconfirmed', { confirmed: false });
    const firstLink = await waitForMessage(page, { to: host.email, template: TEMPLATES.verifyEmail });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await fillSignIn(page, host.email, host.password);
    const notice = page.getByRole('alert').filter({ hasText: 'Confirm your email first' });
    await notice.getByText(`${host.email} is not confirmed yet`, { exact: false }).waitFor();

    await notice.getByRole('button', { name: 'Resend confirmation email' }).click();
    await page.getByText('Confirmation email sent! Please check your inbox.', { exact: true }).waitFor();
    await expectScreen(page, { path: '/email-confirmation', heading: 'Confirm Your Email' });

    const resent = await waitForMessage(page, { to: host.email, template: TEMPLATES.verifyEmail, seen: [firstLink.id] });
    const tab = await page.context().newPage();
    await tab.goto(linkIn(resent));
    await expectScreen(tab, { path: '/email-verified', heading: 'Email Verified' });

    await page.getByText('Email verified! Redirecting to payment...', { exact: true }).waitFor();
    await expectScreen(page, PAYMENT_STEP);
  });
});
