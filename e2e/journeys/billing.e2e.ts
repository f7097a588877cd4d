import { expect } from 'vitest';
import { test } from '../support/browser';
import { createConfirmedHost, signInByApi } from '../support/accounts';
import { openedTab, payWithCard, subscribeByApi, TEST_CARDS } from '../support/checkout';
import { expectScreen } from '../support/expect-screen';

const BILLING = { path: '/billing', heading: 'Billing' };

test('a new workspace is on a free trial of Growth, with honest empty billing history and card', async ({ page }) => {
  const host = await createConfirmedHost(page, 'billing-trial');
  await signInByApi(page, host);
  await page.goto('/billing');
  await expectScreen(page, BILLING);
  await page.getByTestId('current-plan-name').getByText('Growth', { exact: true }).waitFor();
  await page.getByTestId('subscription-status').getByText('Free trial · 14 days left', { exact: true }).waitFor();
  await page.getByTestId('usage-properties').getByText('0 of 5', { exact: true }).waitFor();
  await page.getByTestId('usage-members').getByText('1', { exact: true }).waitFor();
  await page.getByText('No card on file yet', { exact: false }).waitFor();
  await page.getByText('No invoices yet', { exact: false }).waitFor();
  expect(await page.getByRole('button', { name: 'Download All' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
});

test('a host subscribes from Change Plan through the checkout and sees Current Plan on /pricing', async ({ page }) => {
  const host = await createConfirmedHost(page, 'billing-subscribe');
  await signInByApi(page, host);
  await page.goto('/billing');
  await expectScreen(page, BILLING);

  await page.getByRole('button', { name: 'Change Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await dialog.getByText('Annual (save 20%)').click();
  await dialog.getByText('$468 billed annually', { exact: true }).waitFor();
  await dialog.getByText('Monthly', { exact: true }).click();
  const checkout = await openedTab(page, () => dialog.getByRole('button', { name: 'Choose Starter' }).click());
  await page.getByText('Redirecting to checkout...', { exact: true }).waitFor();

  // The rest of the free trial carries over: nothing is due today.
  await checkout.getByTestId('checkout-description').getByText('Cohost Starter plan, billed monthly').waitFor();
  await checkout.getByTestId('checkout-due-today').getByText('$0', { exact: false }).waitFor();
  await payWithCard(checkout, TEST_CARDS.success, 'Start trial');
  await expectScreen(checkout, BILLING);
  expect(new URL(checkout.url()).searchParams.get('checkout')).toBe('success');
  await checkout.getByText('Subscription confirmed. Thank you!', { exact: true }).waitFor();
  await checkout.getByTestId('current-plan-name').getByText('Starter', { exact: true }).waitFor();
  await checkout.getByTestId('current-plan-price').getByText('$49 / month', { exact: true }).waitFor();
  await checkout.getByTestId('payment-method').getByText('Visa •••• 4242', { exact: true }).waitFor();

  await checkout.goto('/pricing');
  const starter = checkout.getByRole('button', { name: 'Current Plan' });
  await starter.waitFor();
  expect(await starter.isDisabled()).toBe(true);
});

test('a subscriber cancels at period end, then resumes', async ({ page }) => {
  const host = await createConfirmedHost(page, 'billing-cancel');
  await signInByApi(page, host);
  await subscribeByApi(page, 'growth');
  await page.goto('/billing');
  await expectScreen(page, BILLING);
  const status = page.getByTestId('subscription-status');
  await status.getByText(/^Free trial · \d+ days left$/).waitFor();

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await dialog.getByText('nothing is deleted', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByText(/^Your subscription ends on /).waitFor();
  await status.getByText(/^Cancels on /).waitFor();

  // Reversible until the period ends.
  await page.reload();
  await status.getByText(/^Cancels on /).waitFor();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await page.getByText('Your subscription will renew as before.', { exact: true }).waitFor();
  await status.getByText(/^Free trial · \d+ days left$/).waitFor();
  await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
});

test('a subscriber switches plan with Upgrade', async ({ page }) => {
  const host = await createConfirmedHost(page, 'billing-upgrade');
  await signInByApi(page, host);
  await subscribeByApi(page, 'starter');
  await page.goto('/billing');
  await expectScreen(page, BILLING);
  await page.getByTestId('current-plan-name').getByText('Starter', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  expect(await dialog.getByRole('button', { name: 'Starter: Current Plan' }).isDisabled()).toBe(true);
  await dialog.getByText('Next plan up', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Choose Growth' }).click();
  await page.getByText('Your plan is now Growth, billed monthly.', { exact: true }).waitFor();
  await page.getByTestId('current-plan-name').getByText('Growth', { exact: true }).waitFor();
  await page.getByTestId('usage-properties').getByText('0 of 5', { exact: true }).waitFor();
});

test('Update payment method: a declined card is explained, a good one replaces the card', async ({ page }) => {
  const host = await createConfirmedHost(page, 'billing-card');
  await signInByApi(page, host);
  await subscribeByApi(page, 'growth');
  await page.goto('/billing');
  await expectScreen(page, BILLING);
  await page.getByTestId('payment-method').getByText('Visa •••• 4242', { exact: true }).waitFor();

  const declined = await openedTab(page, () => page.getByRole('button', { name: 'Update' }).click());
  await payWithCard(declined, TEST_CARDS.declined, 'Save card');
  await expectScreen(declined, BILLING);
  await declined.getByText('Your card was not saved', { exact: true }).waitFor();

  const saved = await openedTab(declined, () => declined.getByRole('button', { name: 'Update' }).click());
  // Only the documented test cards are accepted (any other number is refused on the page and by the server).
  await payWithCard(saved, '5555 5555 5555 4444', 'Save card');
  await saved.getByText('Use one of the test card numbers shown on this page.', { exact: true }).waitFor();
  await payWithCard(saved, TEST_CARDS.success, 'Save card');
  await expectScreen(saved, BILLING);
  await saved.getByText('Your new card is saved.', { exact: true }).waitFor();
  await saved.getByTestId('payment-method').getByText('Visa •••• 4242', { exact: true }).waitFor();
  expect(new URL(saved.url()).searchParams.has('card')).toBe(false);
});

test('a declined card on the pricing checkout is reported as declined, and another card subscribes', async ({ page }) => {
  const host = await createConfirmedHost(page, 'billing-declined');
  await signInByApi(page, host);
  await page.goto('/pricing');
  await expectScreen(page, { path: '/pricing', heading: 'Pricing' });
  const declined = await openedTab(page, () => page.getByRole('button', { name: 'Start Free Trial' }).first().click());
  await payWithCard(declined, TEST_CARDS.declined, 'Start trial');
  await expectScreen(declined, { path: '/pricing', heading: 'Pricing' });
  const notice = declined.getByTestId('checkout-card-refused');
  await notice.getByText('Your card was declined', { exact: true }).waitFor();
  await notice.getByText(/^Your card was declined, so nothing was charged\. Try another card for the \w+ plan/).waitFor();
  expect(await declined.getByText('Checkout cancelled', { exact: true }).count()).toBe(0);

  const retry = await openedTab(declined, () => notice.getByRole('button', { name: 'Try another card' }).click());
  await payWithCard(retry, TEST_CARDS.success, 'Start trial');
  await expectScreen(retry, BILLING);
  await retry.getByText('Subscription confirmed. Thank you!', { exact: true }).waitFor();
});
