import { expect } from 'vitest';
import { test } from '../support/browser';
import { signInAsNewHostByPhone } from '../support/accounts';
import { expectScreen } from '../support/expect-screen';

const MESSAGES = { path: '/messages', heading: 'Messages' };
const PROPERTIES = { path: '/properties', heading: 'Properties' };

test('a dashboard screen opens from a pasted link, survives a reload and keeps history', async ({ page }) => {
  await signInAsNewHostByPhone(page);
  const opened = await page.goto('/messages');
  expect(opened?.status()).toBe(200);
  await expectScreen(page, MESSAGES);

  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expectScreen(page, MESSAGES);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Properties', exact: true }).click();
  await expectScreen(page, PROPERTIES);

  await page.goBack();
  await expectScreen(page, MESSAGES);
  await page.goForward();
  await expectScreen(page, PROPERTIES);
});
