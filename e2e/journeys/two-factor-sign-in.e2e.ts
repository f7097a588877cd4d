import { test } from '../support/browser';
import { createConfirmedHost, enableTwoFactor, nextTotpCode } from '../support/accounts';
import { expectScreen } from '../support/expect-screen';

// Up to 30 s go by waiting for a fresh code (the server refuses one used before).
test('a host with an authenticator app finishes signing in with its code', { timeout: 90_000 }, async ({ page }) => {
  const host = await createConfirmedHost(page, 'twofactor');
  const { totpURI, usedCode } = await enableTwoFactor(page, host);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByLabel('Email').fill(host.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectScreen(page, { path: '/login', heading: 'Two-Factor Authentication' });

  await page.getByLabel('Authenticator code').fill(await nextTotpCode(totpURI, usedCode));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Signed in successfully! Redirecting to payment...', { exact: true }).waitFor();
  await expectScreen(page, { path: '/founders-thank-you', heading: 'Founders Circle' });
  await page.getByRole('main').getByText(host.email, { exact: true }).waitFor();
});
