import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { PHONE, test } from '../support/browser';
import { signInAsNewHostByPhone } from '../support/accounts';
import { expectScreen } from '../support/expect-screen';

test.override('device', PHONE);

// On phones the closed sidebar slides off-screen instead of leaving the page.
async function isOnScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x + box.width > 0 && box.x < PHONE.viewport!.width;
}

test('on a phone the sidebar opens from the burger and closes after a choice', async ({ page }) => {
  await signInAsNewHostByPhone(page);
  await page.goto('/dashboard');
  await expectScreen(page, { path: '/dashboard', heading: 'Welcome to Cohost' });

  const header = page.getByRole('banner');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  const burger = header.getByRole('button', { name: 'Open navigation' });
  expect(await isOnScreen(sidebar)).toBe(false);

  await burger.click();
  await header.getByRole('button', { name: 'Close navigation' }).waitFor();
  await expect.poll(() => isOnScreen(sidebar)).toBe(true);

  await sidebar.getByRole('link', { name: 'Messages', exact: true }).click();
  await expectScreen(page, { path: '/messages', heading: 'Messages' });
  await burger.waitFor();
  await expect.poll(() => isOnScreen(sidebar)).toBe(false);
});
