import { describe, expect } from 'vitest';
import { test } from '../support/browser';
import { STRONG_PASSWORD, TEMPLATES, linkIn, uniqueEmail, waitForMessage } from '../support/accounts';
import { expectScreen } from '../support/expect-screen';

const SIGNUP = { path: '/signup', heading: 'Create Account' };
const CONFIRM_EMAIL = { path: '/confirm-email', heading: 'Confirm Your Email' };
const PAYMENT_STEP = { path: '/founders-thank-you', heading: 'Founders Circle' };

test('signing up by email: the emailed link confirms the address and the waiting tab moves on to payment', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expectScreen(page, SIGNUP);

  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  // Hold the request back a moment to see the button while it runs.
  await page.route('**/api/auth/sign-up/email', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  const busy = page.getByRole('button', { name: 'Loading...' });
  await busy.waitFor();
  expect(await busy.isDisabled()).toBe(true);

  await page.getByText('Account created successfully! Please check your email to confirm your account.', { exact: true }).waitFor();
  await expectScreen(page, CONFIRM_EMAIL);
  expect(new URL(page.url()).searchParams.get('email')).toBe(email);
  await page.getByText(email, { exact: true }).waitFor();

  // A resend sends a second link; either works, the newest is used. (Links made within the same
  // second are identical, and the outbox sends an identical one only once.)
  const first = await waitForMessage(page, { to: email, template: TEMPLATES.verifyEmail });
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(first.createdAt) + 1_100 - Date.now())));
  await page.getByRole('button', { name: 'Resend Email' }).click();
  await page.getByText('Confirmation email resent!', { exact: true }).waitFor();
  const second = await waitForMessage(page, { to: email, template: TEMPLATES.verifyEmail, seen: [first.id] });

  const tab = await page.context().newPage();
  await tab.goto(linkIn(second));
  await expectScreen(tab, { path: '/email-verified', heading: 'Email Verified' });
  await tab.getByRole('button', { name: 'Close this tab' }).waitFor();
  await tab.getByRole('button', { name: 'Continue in this tab' }).waitFor();
  // This tab came from another page (about:blank), so no browser lets it close itself: it says so
  // rather than promising to close.
  await tab.getByRole('status').getByText('Your browser keeps this tab open', { exact: false }).waitFor();
  expect(await tab.evaluate("window.localStorage.getItem('email_verified')")).toBe('true');

  // The tab that waited on /confirm-email sees the confirmation and goes on by itself.
  await expectScreen(page, PAYMENT_STEP);
  expect(new URL(page.url()).searchParams.get('redirect_to_payment')).toBe('true');
  await page.getByRole('main').getByText(email, { exact: true }).waitFor();
});

describe('a refused sign-up', () => {
  // Chromium logs the refused request as a console error.
  test.override('allowedBrowserErrors', [/^console: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \[[^\]]*\/api\/auth\/sign-up\/email\]$/]);

  test('a weak password is refused with the server’s first reason', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Weak Password');
    await page.getByLabel('Email').fill(uniqueEmail('weak'));
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByLabel('Confirm password').fill('password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'This is a heavily used password.' }).waitFor();
    await expectScreen(page, SIGNUP);
  });
});
