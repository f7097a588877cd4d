import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { signInAsNewHostByPhone, uniqueEmail } from '../support/accounts';
import { markDocument, PHONE, test } from '../support/browser';
import { apiPost, dayFromToday } from '../support/calendar';
import { expectScreen } from '../support/expect-screen';
import { openGuestPage } from '../support/guest-page';

const MESSAGES = { path: '/messages', heading: 'Messages' };
const WIFI_PASSWORD = 'tide-pool-4417';
const GUEST_NAME = 'Maria Lopez';

/** Chromium logs each refused request as a console error. */
function refusedRequest(status: number, path: string): RegExp {
  return new RegExp(`^console: Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\[[^\\]]*${path}\\]$`);
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A new host (its own workspace, so nothing here touches the demo's inbox or approvals) with a
 * property whose knowledge base has the wifi, and a guest stay starting in two days.
 */
async function hostWithStay(page: Page, { signedIn = false } = {}): Promise<{ reservationId: string; guestPath: string }> {
  if (!signedIn) await signInAsNewHostByPhone(page);
  const property = await apiPost<{ id: string }>(page, '/api/properties', {
    name: 'Seabright Cottage',
    timezone: 'UTC',
    address: { line1: '8 Dune Lane', city: 'Seabright', region: 'NJ', postalCode: '07760', country: 'US' },
    knowledgeBase: { wifiName: 'Seabright-Guest', wifiPassword: WIFI_PASSWORD, faq: [] },
  });
  const { reservation } = await apiPost<{ reservation: { id: string } }>(page, `/api/properties/${property.id}/reservations`, {
    checkInDate: dayFromToday(2),
    checkOutDate: dayFromToday(5),
    guestName: GUEST_NAME,
    guestEmail: uniqueEmail('guest'),
    guests: 2,
  });
  const link = await apiGet<{ url: string }>(page, `/api/reservations/${reservation.id}/guest-link`);
  return { reservationId: reservation.id, guestPath: new URL(link.url).pathname };
}

test('a guest asks for the wifi on their stay page and reads the co-host’s answer without reloading', async ({ page, browser, onTestFinished }) => {
  const { guestPath } = await hostWithStay(page);
  const guest = await openGuestPage(browser, guestPath, 'Hi Maria!', onTestFinished);
  await guest.getByText('Seabright Cottage').first().waitFor();
  await guest.getByRole('region', { name: 'Check-in details' }).getByText(WIFI_PASSWORD).waitFor();

  const isSameDocument = await markDocument(guest);
  await guest.getByLabel('Your message').fill("what's the wifi password?");
  await guest.getByRole('button', { name: 'Send' }).click();
  const chat = guest.getByRole('list', { name: 'Chat' });
  await chat.getByText("what's the wifi password?").waitFor();
  const answer = chat.getByRole('listitem').filter({ hasText: 'Cohost' }).filter({ hasText: WIFI_PASSWORD });
  await answer.waitFor();
  expect(await isSameDocument()).toBe(true);
});

test('a guest asks for a person and the host’s open inbox flags the conversation at once', async ({ page, browser, onTestFinished }) => {
  const { guestPath } = await hostWithStay(page);
  const guest = await openGuestPage(browser, guestPath, 'Hi Maria!', onTestFinished);
  await page.goto('/messages');
  await expectScreen(page, MESSAGES);
  const isSameDocument = await markDocument(page);

  await guest.getByRole('button', { name: 'Talk to a human' }).click();
  await guest.getByRole('status').filter({ hasText: 'A person will answer here soon.' }).waitFor();
  expect(await guest.getByRole('button', { name: 'Talk to a human' }).isDisabled()).toBe(true);

  const row = page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: GUEST_NAME });
  await row.getByText(/^Needs human/).waitFor();
  await page.getByText('Needs human (1)').waitFor();
  expect(await isSameDocument()).toBe(true);

  // The host takes it from here: the flag goes once it is marked handled.
  await row.click();
  await page.getByRole('heading', { level: 2, name: GUEST_NAME }).waitFor();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await page.getByText(`Marked handled: ${GUEST_NAME}`).waitFor();
  await row.getByText(/^Needs human/).waitFor({ state: 'detached' });
  await page.getByText('Needs human (0)').waitFor();
});

test('the host edits a co-host Suggestion and sends it, and the guest reads the edited text live', async ({ page, browser, onTestFinished }) => {
  const { reservationId, guestPath } = await hostWithStay(page);
  const guest = await openGuestPage(browser, guestPath, 'Hi Maria!', onTestFinished);

  // "Message guest" from the stay opens its conversation.
  await page.goto(`/messages?reservation=${reservationId}`);
  await expectScreen(page, MESSAGES);
  await page.getByRole('heading', { level: 2, name: GUEST_NAME }).waitFor();
  await page.waitForURL((url) => url.searchParams.has('c') && !url.searchParams.has('reservation'));

  // Paused, the co-host only drafts: every answer waits for the host as a Suggestion.
  const aiActive = page.getByRole('switch', { name: 'AI Active' });
  expect(await aiActive.isChecked()).toBe(true);
  await aiActive.click({ force: true });
  await page.getByText(`AI paused: Cohost only suggests replies to ${GUEST_NAME}`).waitFor();
  await expect.poll(() => aiActive.isChecked()).toBe(false);

  await guest.getByLabel('Your message').fill('Can we bring our dog?');
  await guest.getByRole('button', { name: 'Send' }).click();
  await guest.getByText('Waiting for a reply…').waitFor();

  const suggestion = page.getByRole('article', { name: /^Suggestion/ });
  await suggestion.getByText('Suggestion', { exact: true }).waitFor();
  await suggestion.getByRole('button', { name: 'Edit' }).click();
  const edited = 'Yes, well-behaved dogs are welcome! Please keep them off the sofa.';
  await suggestion.getByLabel('Edit the suggestion').fill(edited);
  await suggestion.getByRole('button', { name: 'Send edited' }).click();
  await page.getByText('Edited reply sent').waitFor();
  const sent = page.getByRole('article').filter({ hasText: edited });
  await sent.getByText('On the guest page', { exact: true }).waitFor();

  await guest.getByRole('list', { name: 'Chat' }).getByText(edited).waitFor();
  expect(await guest.getByText('Waiting for a reply…').count()).toBe(0);

  await aiActive.click({ force: true });
  await page.getByText(`AI Active: Cohost answers ${GUEST_NAME} again`).waitFor();
});

describe('message templates', () => {
  // The refused template is an expected 400 in the console.
  test.override('allowedBrowserErrors', [refusedRequest(400, '/api/message-templates/checkout-reminder')]);

  test('the templates drawer saves a change and refuses an unknown variable with the server’s message', async ({ page }) => {
    await signInAsNewHostByPhone(page);
    await page.goto('/messages');
    await expectScreen(page, MESSAGES);
    await page.getByRole('heading', { name: 'No conversations yet' }).waitFor();
    await page.keyboard.press('Shift+?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByText('Send the first waiting Suggestion').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Templates' }).click();

    const drawer = page.getByRole('dialog', { name: 'Message templates' });
    const checkout = drawer.getByRole('region', { name: 'Checkout reminder' });
    const body = checkout.getByRole('textbox', { name: 'Message' });
    await body.fill('Hi {{guest_first_name}}, checkout is tomorrow at {{check_out_time}}. Safe travels!');
    await checkout.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: Checkout reminder').waitFor();
    await checkout.getByText('Customized').waitFor();
    expect(await body.inputValue()).toBe('Hi {{guest_first_name}}, checkout is tomorrow at {{check_out_time}}. Safe travels!');

    await body.fill('Checkout is at {{check_out_tme}} tomorrow.');
    await checkout.getByRole('button', { name: 'Save' }).click();
    await checkout.getByText(/\{\{check_out_tme\}\} is not a variable: did you mean \{\{check_out_time\}\}\?/).waitFor();

    // What was saved is what the server keeps.
    const { items } = await apiGet<{ items: Array<{ trigger: string; body: string }> }>(page, '/api/message-templates');
    expect(items.find((item) => item.trigger === 'checkout-reminder')?.body).toBe('Hi {{guest_first_name}}, checkout is tomorrow at {{check_out_time}}. Safe travels!');
  });
});

describe('an unknown guest link', () => {
  test.override('allowedBrowserErrors', [refusedRequest(404, '/api/guest/not-a-real-link')]);
  test.override('device', PHONE);

  test('says so and what to do', async ({ page }) => {
    await page.goto('/g/not-a-real-link');
    await page.getByRole('heading', { level: 1, name: 'This link is not valid any more.' }).waitFor();
    await page.getByText('Ask your host for a new one.').waitFor();
  });
});

test(
  'the check-in instructions go out at their time: the day before check-in, on the guest page, live',
  // The every-minute jobs run on real minutes: up to two of them pass before the message is out.
  { timeout: 240_000 },
  async ({ page, browser, onTestFinished }) => {
    // The server's clock is movable in journeys (DEV_CLOCK); whatever happens, time goes back.
    onTestFinished(async () => {
      const origin = new URL(inject('baseURL')).origin;
      await fetch(`${origin}/dev/clock`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) });
    });
    // Booked at 08:00 UTC today on the developer clock. On the real clock, run in the server's first
    // minutes (alone, or early in the order), nothing scheduled went out in time: most likely the
    // stay's events waited behind the demo seed's backlog, delivered a thousand a pass.
    await signInAsNewHostByPhone(page);
    await apiPost(page, '/dev/clock', { to: `${dayFromToday(0)}T08:00:00.000Z` });
    const { reservationId, guestPath } = await hostWithStay(page, { signedIn: true });
    const guest = await openGuestPage(browser, guestPath, 'Hi Maria!', onTestFinished);

    await page.goto(`/messages?reservation=${reservationId}`);
    await expectScreen(page, MESSAGES);
    const panel = page.getByRole('region', { name: 'Scheduled messages' });
    await panel.getByRole('button', { name: /Scheduled messages/ }).click();
    const instructions = panel.getByRole('article', { name: 'Check-in instructions' });
    await instructions.getByText('Scheduled', { exact: true }).waitFor();
    await instructions.getByText(/begins tomorrow/).waitFor();

    // Check-in is in two days at 16:00 (UTC): the instructions are due tomorrow at 16:00.
    const dueAt = `${dayFromToday(1)}T16:00:00.000Z`;
    await apiPost(page, '/dev/clock', { to: new Date(new Date(dueAt).getTime() + 20_000).toISOString() });

    // The every-minute jobs notice (the step comes due, then the message goes out): the guest reads it live.
    const chat = guest.getByRole('list', { name: 'Chat' });
    await chat.getByText(/your stay at Seabright Cottage begins tomorrow/).waitFor({ timeout: 170_000 });
    await instructions.getByText('In the conversation', { exact: true }).waitFor({ timeout: 30_000 });
  },
);
