import { expect } from 'vitest';
import { test } from '../support/browser';
import { createConfirmedHost, signInByApi, totpCode } from '../support/accounts';
import { expectScreen } from '../support/expect-screen';

test('a host turns on two-factor authentication, sees the backup codes, then turns it off', async ({ page }) => {
  const host = await createConfirmedHost(page, 'settings-2fa');
  await signInByApi(page, host);
  await page.goto('/account-settings');
  await expectScreen(page, { path: '/account-settings', heading: 'Account Settings' });

  await page.getByRole('button', { name: 'Manage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(host.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();

  // What an authenticator app would read from the QR code: the secret, shown as text too.
  const secret = (await dialog.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  const totpURI = `otpauth://totp/Cohost?secret=${secret}`;
  await dialog.getByLabel('Authenticator code').fill(totpCode(totpURI));
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
  await page.getByText('Two-factor authentication is on', { exact: true }).waitFor();
  const codes = await dialog.getByTestId('backup-codes').locator('p').allInnerTexts();
  expect(codes.length).toBeGreaterThanOrEqual(8);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const section = page.getByRole('region', { name: 'Security' });
  await section.getByText('On', { exact: true }).waitFor();
  await page.reload();
  await section.getByText('On', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Manage' }).click();
  await dialog.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(host.password);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await page.getByText('Two-factor authentication is off', { exact: true }).waitFor();
  await section.getByText('Off', { exact: true }).waitFor();
});
