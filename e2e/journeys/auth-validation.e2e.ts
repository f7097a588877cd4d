import { expect } from 'vitest';
import { test } from '../support/browser';
import { uniqueEmail, uniquePhone } from '../support/accounts';
import { expectScreen } from '../support/expect-screen';

test('sign-up and code validation answer before anything is sent', async ({ page }) => {
  const authWrites: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/auth/')) authWrites.push(new URL(request.url()).pathname);
  });

  await page.goto('/signup');
  await expectScreen(page, { path: '/signup', heading: 'Create Account' });
  const submit = page.getByRole('button', { name: 'Create Account' });
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await submit.click();
  await page.getByText('You must provide either an email or phone number and a password.', { exact: true }).waitFor();

  await page.getByLabel('Email').fill(uniqueEmail('validation'));
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await submit.click();
  await page.getByText('Password must be at least 6 characters', { exact: true }).waitFor();

  await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
  await page.getByLabel('Confirm password').fill('abcdefgx');
  await submit.click();
  await page.getByText('Passwords do not match', { exact: true }).waitFor();
  expect(await page.getByText('Password must be at least 6 characters', { exact: true }).count()).toBe(0);

  // A phone number needs its country code.
  await page.getByRole('button', { name: 'Back to options' }).click();
  await expectScreen(page, { path: '/signup', heading: 'Sign In' });
  await page.getByRole('button', { name: 'Continue with Phone' }).click();
  await page.getByLabel('Phone number').fill('555 123 4567');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByText('Enter your number with its country code, such as +1 555 123 4567', { exact: true }).waitFor();
  expect(authWrites).toEqual([]);

  // Reaching the code step sends a code; checking its length sends nothing more.
  await page.getByLabel('Phone number').fill(uniquePhone());
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expectScreen(page, { path: '/signup', heading: 'Enter Your Code' });
  expect(authWrites).toEqual(['/api/auth/phone-number/send-otp']);
  await page.getByLabel('Verification code').fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Please enter the complete 6-digit code', { exact: true }).waitFor();
  expect(authWrites).toEqual(['/api/auth/phone-number/send-otp']);
});
