import { expect } from 'vitest';
import { test } from '../support/browser';
import { expectScreen } from '../support/expect-screen';

// Chromium logs every 4xx response as a console error, the 404 document itself included.
test.override('allowedBrowserErrors', [
  /^console: Failed to load resource: the server responded with a status of 404 \(Not Found\) \[https?:\/\/[^/]+\/no-such-page\]$/,
]);

test('an unknown path answers 404 and offers the way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);

  await expectScreen(page, { path: '/no-such-page', heading: 'Page Not Found' });
  await page.getByText("The page you're looking for doesn't exist.", { exact: true }).waitFor();
  expect(await page.title()).toBe('Page Not Found | Cohost');

  await page.getByRole('link', { name: 'Go Home', exact: true }).click();
  await expectScreen(page, { path: '/', heading: 'Your AI co-host for short-term rentals' });
});
