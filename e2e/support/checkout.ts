import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** The built-in checkout's documented test cards (the numbers Stripe's test mode uses). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
} as const;

/**
 * Clicks `trigger` on `page` and returns the tab the app opens for the checkout. The app opens
 * payment pages in a new tab (or in the same window when pop-ups are blocked, which headless
 * Chromium does not do).
 */
export async function openedTab(page: Page, trigger: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), trigger()]);
  await tab.waitForLoadState();
  return tab;
}

/** Fills the built-in checkout's card form and presses its pay button (labelled by what is bought). */
export async function payWithCard(checkout: Page, cardNumber: string, submitLabel: string | RegExp): Promise<void> {
  await checkout.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await checkout.getByLabel('Card number', { exact: true }).fill(cardNumber);
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/34');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Name on card').fill('Ada Lovelace');
  await checkout.getByRole('button', { name: submitLabel }).click();
}

/** A browser write carries its origin; the same-origin guard checks it. */
function originHeaders() {
  return { origin: new URL(inject('baseURL')).origin };
}

/** Subscribes the signed-in page's workspace to a plan through the API and the built-in checkout, skipping the screens. */
export async function subscribeByApi(page: Page, plan: 'starter' | 'growth' | 'enterprise', interval: 'month' | 'year' = 'month'): Promise<void> {
  const checkout = await page.request.post('/api/billing/checkout', { data: { plan, interval }, headers: originHeaders() });
  if (!checkout.ok()) throw new Error(`POST /api/billing/checkout answered ${checkout.status()}: ${await checkout.text()}`);
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = new URL(url).searchParams.get('session');
  const paid = await page.request.post(`/api/billing/local-checkout/${sessionId}/pay`, {
    data: { cardNumber: TEST_CARDS.success, expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
    headers: originHeaders(),
  });
  if (!paid.ok()) throw new Error(`Paying the checkout answered ${paid.status()}: ${await paid.text()}`);
}
