import { expect } from 'vitest';
import { test } from '../support/browser';
import { createConfirmedHost, signInByApi } from '../support/accounts';
import { openedTab, payWithCard, TEST_CARDS } from '../support/checkout';
import { expectScreen } from '../support/expect-screen';

const JOIN = { path: '/founders-thank-you', heading: 'Founders Circle' };
const MEMBER = { path: '/founders-thank-you', heading: "You're In!" };
const PAYMENT_FAILED = { path: '/payment-failed', heading: 'Payment Failed' };
const WELCOME_TOAST = 'Payment successful! Welcome to the Founders Circle!';

test('a host joins the Founders Circle through the built-in checkout and is welcomed once', async ({ page }) => {
  const host = await createConfirmedHost(page, 'founder');
  await signInByApi(page, host);
  await page.goto('/founders-thank-you?redirect_to_payment=true');
  await expectScreen(page, JOIN);
  await page.getByTestId('registered-email').getByText(host.email).waitFor();
  const benefits = page.getByRole('list', { name: 'Founders Circle benefits' });
  expect(await benefits.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Early Access', 'Lifetime Discount', 'VIP Support', 'Beta Feedback']);
  await page.getByTestId('founders-spots').getByText(/\d+ of 100 spots left/).waitFor();

  const checkout = await openedTab(page, () => page.getByRole('button', { name: 'Secure Your Spot for $1' }).click());
  await checkout.getByTestId('checkout-description').getByText('Cohost Founders Circle', { exact: false }).waitFor();
  await checkout.getByTestId('checkout-due-today').getByText('$1', { exact: false }).waitFor();
  await checkout.getByText(host.email, { exact: true }).waitFor();
  // The page says it takes no real money, and which test numbers do what.
  await checkout.getByRole('list', { name: 'Test cards' }).getByText('4242 4242 4242 4242').waitFor();

  // The form checks itself with the server's own messages before sending anything.
  await checkout.getByRole('button', { name: 'Pay $1' }).click();
  for (const message of ['Enter the card number (12 to 19 digits).', 'Enter the expiry date as MM/YY.', 'Enter the 3 or 4 digit security code.', 'Enter the name on the card.']) {
    await checkout.getByText(message, { exact: true }).waitFor();
  }
  await checkout.getByLabel('Card number', { exact: true }).fill('4242424242424242');
  expect(await checkout.getByLabel('Card number', { exact: true }).inputValue()).toBe('4242 4242 4242 4242');

  await payWithCard(checkout, TEST_CARDS.success, 'Pay $1');
  await expectScreen(checkout, MEMBER);
  expect(new URL(checkout.url()).searchParams.get('success')).toBe('true');
  await checkout.getByText(WELCOME_TOAST, { exact: true }).waitFor();
  await checkout.getByTestId('registered-email').getByText(host.email).waitFor();
  await checkout.getByRole('heading', { name: 'What happens next' }).waitFor();
  await checkout.getByText('as soon as the platform is ready', { exact: false }).waitFor();

  // The tab that opened the checkout notices the payment too.
  await expectScreen(page, MEMBER);

  // Reloading the page it landed on does not say it again.
  await checkout.reload();
  await expectScreen(checkout, MEMBER);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await checkout.getByText(WELCOME_TOAST, { exact: true }).count()).toBe(0);

  // The welcome page's banner now welcomes a founder.
  await page.goto('/thank-you?success=true&session_id=cs_anything');
  await page.getByRole('heading', { name: 'Welcome to the Founders Circle!' }).waitFor();

  // The $1 receipt is in the billing history; its invoice opens, and Download All gives a zip.
  await page.goto('/billing');
  const history = page.getByRole('table', { name: 'Billing history' });
  const row = history.getByRole('row').filter({ hasText: 'Cohost Founders Circle' });
  await row.getByText('$1', { exact: false }).waitFor();
  await row.getByText('Paid', { exact: true }).waitFor();
  const invoice = await openedTab(page, () => row.getByRole('link').click());
  await invoice.getByRole('heading', { name: 'Invoice' }).waitFor();
  await invoice.getByText('Cohost Founders Circle — early access').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download All' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cohost-invoices-\d{4}-\d{2}-\d{2}\.zip$/);

  // A member's next sign-in lands on the dashboard, not on the offer they already took.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByLabel('Email').fill(host.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText('Signed in successfully!', { exact: true }).waitFor();
  await page.waitForURL((url) => url.pathname === '/dashboard');
});

test('a declined card ends at /payment-failed with its reason, and Retry Payment then succeeds', async ({ page }) => {
  const host = await createConfirmedHost(page, 'founder-declined');
  await signInByApi(page, host);
  await page.goto('/founders-thank-you?redirect_to_payment=true');
  await expectScreen(page, JOIN);

  const checkout = await openedTab(page, () => page.getByRole('button', { name: 'Secure Your Spot for $1' }).click());
  await payWithCard(checkout, TEST_CARDS.declined, 'Pay $1');
  await expectScreen(checkout, PAYMENT_FAILED);
  expect(new URL(checkout.url()).searchParams.get('reason')).toBe('card_declined');
  await checkout.getByTestId('payment-failed-headline').getByText('Your card was declined', { exact: false }).waitFor();
  const reasons = checkout.getByRole('list', { name: 'Reasons a payment can fail' });
  expect(await reasons.getByRole('listitem').count()).toBe(4);
  await checkout.getByTestId('failure-reason-declined').getByText('What happened', { exact: true }).waitFor();
  expect(await checkout.getByText('What happened', { exact: true }).count()).toBe(1);
  await checkout.getByRole('link', { name: 'Back to Home' }).waitFor();

  const retry = await openedTab(checkout, () => checkout.getByRole('button', { name: 'Retry Payment - $1' }).click());
  await payWithCard(retry, TEST_CARDS.success, 'Pay $1');
  await expectScreen(retry, MEMBER);
  await retry.getByText(WELCOME_TOAST, { exact: true }).waitFor();
});

test('Cancel on the checkout returns to /payment-failed as a cancelled checkout', async ({ page }) => {
  const host = await createConfirmedHost(page, 'founder-cancel');
  await signInByApi(page, host);
  await page.goto('/founders-thank-you?redirect_to_payment=true');
  await expectScreen(page, JOIN);
  const checkout = await openedTab(page, () => page.getByRole('button', { name: 'Secure Your Spot for $1' }).click());
  await checkout.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await checkout.getByRole('button', { name: 'Cancel and go back' }).click();
  await expectScreen(checkout, PAYMENT_FAILED);
  await checkout.getByTestId('failure-reason-cancelled').getByText('What happened', { exact: true }).waitFor();

  await checkout.goto('/payment-failed?reason=insufficient_funds');
  await checkout.getByTestId('failure-reason-funds-or-expiry').getByText('What happened', { exact: true }).waitFor();
  await checkout.getByRole('link', { name: 'Back to Home' }).click();
  await checkout.waitForURL((url) => url.pathname === '/');
});

test('a signed-in non-member who is not on the way to paying is sent home', async ({ page }) => {
  const host = await createConfirmedHost(page, 'founder-redirect');
  await signInByApi(page, host);
  await page.goto('/founders-thank-you');
  await page.waitForURL((url) => url.pathname === '/');

  // Back from a payment that has not been confirmed, the page waits instead.
  await page.goto('/founders-thank-you?success=true&session_id=cs_unknown');
  await page.getByText('Confirming your payment…', { exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/founders-thank-you');
});
