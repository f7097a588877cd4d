import { expect } from 'vitest';
import { test } from '../support/browser';
import { TEMPLATES, createConfirmedHost, linkIn, uniqueEmail, waitForMessage } from '../support/accounts';
import { expectScreen } from '../support/expect-screen';

// Chromium logs the refused old password (HTTP 401) as a console error.
test.override('allowedBrowserErrors', [
  /^console: Failed to load resource: the server responded with a status of 401 \(Unauthorized\) \[[^\]]*\/api\/auth\/sign-in\/email\]$/,
]);

const FORGOT = { path: '/forgot-password', heading: 'Forgot Password' };
const NEW_PASSWORD = 'copper-meadow-41-tundra';

test('forgot password: the emailed link sets a new password, and only the new one signs in', async ({ page }) => {
  const host = await createConfirmedHost(page, 'reset');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectScreen(page, FORGOT);

  // The answer reads the same whether or not the address has an account.
  const stranger = uniqueEmail('nobody');
  await page.getByLabel('Email').fill(stranger);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const answerFor = (email: string) => `If an account exists for ${email}, we have sent it a link to reset the password. The link works for one hour.`;
  await page.getByText(answerFor(stranger), { exact: true }).waitFor();

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(host.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText(answerFor(host.email), { exact: true }).waitFor();

  const message = await waitForMessage(page, { to: host.email, template: TEMPLATES.resetPassword });
  await page.goto(linkIn(message));
  await expectScreen(page, { path: '/reset-password', heading: 'Reset Password' });
  expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();

  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirmPassword = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
  await newPassword.fill(NEW_PASSWORD);
  await confirmPassword.fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Passwords do not match', { exact: true }).waitFor();

  await confirmPassword.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Your password has been changed. Sign in with your new password.', { exact: true }).waitFor();
  await expectScreen(page, { path: '/login', heading: 'Welcome Back' });

  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await page.getByLabel('Email').fill(host.email);
  await password.fill(host.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();

  await password.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectScreen(page, { path: '/founders-thank-you', heading: 'Founders Circle' });
});

test('a reset link that is not valid says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expectScreen(page, { path: '/reset-password', heading: 'Reset Password' });
  await page.getByText('This reset link is invalid or has expired. Ask for a new one.', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expectScreen(page, FORGOT);
});
