import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { codeIn, linkIn, signInByApi, STRONG_PASSWORD, TEMPLATES, uniqueEmail, uniquePhone, waitForMessage, type OutboxMessage } from '../support/accounts';
import { DESKTOP, PHONE, test } from '../support/browser';
import { apiPost, dayFromToday } from '../support/calendar';
import { expectScreen } from '../support/expect-screen';
import { openGuestPage } from '../support/guest-page';
import { ARTIFACTS_DIR } from '../support/paths';

// Issue 17: a guest whose message waits for a person hears so at once, in their language; a
// possible danger gets safe guidance at once and pages the host until they acknowledge it.

const HOST = { name: 'Sam Rivera', first: 'Sam' };
const PROPERTY = 'Seabright Cottage';
const UNANSWERABLE_ES = '¿Podemos traer un segundo coche y un remolque? ¿Y podrías guardarnos el equipaje durante una semana después de la salida?';
const HOLDING_ES = `Se lo he pasado a ${HOST.first}, que le responderá aquí en breve.`;
const SMOKE_ALARM = 'the smoke alarm keeps chirping';
const EMERGENCY_NUMBER = /\b(911|112|999)\b/;
const PAGE_MINUTES = 15;

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `holding-${name}.png`), fullPage: true });

/** To phone size, once the dashboard's sidebar has slid out of view (a shot mid-slide shows both). */
async function toPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE.viewport!);
  await page.getByRole('button', { name: 'Open navigation' }).waitFor();
  await expect
    .poll(async () => {
      const box = await page.getByRole('navigation', { name: 'Dashboard' }).boundingBox();
      return box === null || box.x + box.width <= 0;
    })
    .toBe(true);
}
const origin = () => new URL(inject('baseURL')).origin;

/** A host named Sam with a confirmed email and phone number (a page goes to both), signed in in `page`. */
async function hostSam(page: Page): Promise<{ email: string; phoneNumber: string }> {
  const email = uniqueEmail('holding');
  const headers = { origin: origin() };
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: { name: HOST.name, email, password: STRONG_PASSWORD, callbackURL: '/email-verified' }, headers });
  expect(signUp.ok()).toBe(true);
  const confirmation = await fetch(linkIn(await waitForMessage(page, { to: email, template: TEMPLATES.verifyEmail })), { redirect: 'manual' });
  expect(confirmation.status).toBe(302);
  await signInByApi(page, { email, password: STRONG_PASSWORD });
  const phoneNumber = uniquePhone();
  expect((await page.request.post('/api/auth/phone-number/send-otp', { data: { phoneNumber }, headers })).ok()).toBe(true);
  const code = codeIn(await waitForMessage(page, { to: phoneNumber, template: TEMPLATES.phoneCode }));
  expect((await page.request.post('/api/auth/phone-number/verify', { data: { phoneNumber, code, updatePhoneNumber: true }, headers })).ok()).toBe(true);
  return { email, phoneNumber };
}

/** A property and a guest stay starting in two days; the guest page's path. */
async function stayFor(page: Page, guestName: string): Promise<string> {
  const property = await apiPost<{ id: string }>(page, '/api/properties', {
    name: PROPERTY,
    timezone: 'UTC',
    address: { line1: '8 Dune Lane', city: 'Seabright', region: 'NJ', postalCode: '07760', country: 'US' },
    knowledgeBase: { wifiName: 'Seabright-Guest', wifiPassword: 'tide-pool-4417', parking: 'One space in the driveway.', faq: [] },
  });
  const { reservation } = await apiPost<{ reservation: { id: string } }>(page, `/api/properties/${property.id}/reservations`, {
    checkInDate: dayFromToday(2),
    checkOutDate: dayFromToday(5),
    guestName,
    guestEmail: uniqueEmail('guest'),
    guests: 2,
  });
  const link = await page.request.get(`/api/reservations/${reservation.id}/guest-link`);
  return new URL(((await link.json()) as { url: string }).url).pathname;
}

/** Everything the host's phone and inbox received (the SMTP sink and Twilio stand-in, or the dev outbox). */
async function receivedBy(page: Page, to: string): Promise<OutboxMessage[]> {
  const mailboxURL = inject('mailboxURL');
  const response = mailboxURL ? await page.request.get(`${mailboxURL}/messages`) : await page.request.get('/dev/outbox.json', { params: { to } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages.filter((message) => message.to === to);
}

async function waitUntilReceived(page: Page, to: string, matches: (message: OutboxMessage) => boolean, count: number): Promise<OutboxMessage[]> {
  await expect.poll(async () => (await receivedBy(page, to)).filter(matches).length, { timeout: 15_000, interval: 250 }).toBe(count);
  return (await receivedBy(page, to)).filter(matches);
}

/** Moves the server's clock on and runs the approvals sweep now, answering when the run is over. */
async function afterMinutes(page: Page, minutes: number): Promise<void> {
  const clock = (await (await page.request.get('/dev/clock')).json()) as { now: string };
  await apiPost(page, '/dev/clock', { to: new Date(new Date(clock.now).getTime() + minutes * 60_000 + 30_000).toISOString() });
  const run = await apiPost<{ state: string }>(page, '/dev/jobs/run', { name: 'automation.sweep-approvals' });
  expect(run.state).toBe('completed');
}

test('a guest asks in Spanish what the co-host cannot answer alone: the holding reply in Spanish at once, the draft waits for the host', async ({ page, browser, onTestFinished }) => {
  await hostSam(page);
  const guestPath = await stayFor(page, 'Lucia Gomez');
  const guest = await openGuestPage(browser, guestPath, 'Hi Lucia!', onTestFinished);

  await guest.getByLabel('Your message').fill(UNANSWERABLE_ES);
  await guest.getByRole('button', { name: 'Send' }).click();
  const chat = guest.getByRole('list', { name: 'Chat' });
  await chat.getByText(UNANSWERABLE_ES).waitFor();
  await chat.getByRole('listitem').filter({ hasText: 'Cohost' }).filter({ hasText: HOLDING_ES }).waitFor({ timeout: 5_000 });
  expect(await guest.getByText('Waiting for a reply…').count()).toBe(0);
  await shot(guest, 'a-guest-phone');

  // The host finds the draft waiting in the conversation, after the holding reply already sent.
  await page.goto('/messages');
  await expectScreen(page, { path: '/messages', heading: 'Messages' });
  await page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: 'Lucia Gomez' }).click();
  await page.getByRole('heading', { level: 2, name: 'Lucia Gomez' }).waitFor();
  const suggestion = page.getByRole('article', { name: /^Suggestion/ });
  await suggestion.getByText('Suggestion', { exact: true }).waitFor();
  await page.getByRole('article').filter({ hasText: HOLDING_ES }).getByText('On the guest page', { exact: true }).waitFor();
  await shot(page, 'a-host-messages-desktop');
  await toPhone(page);
  await suggestion.getByText('Suggestion', { exact: true }).waitFor();
  await shot(page, 'a-host-messages-phone');
  await page.setViewportSize(DESKTOP.viewport!);
});

test(
  'a possible danger: the guest gets guidance without an emergency number; the host is paged by text and email every 15 minutes until acknowledged',
  { timeout: 120_000 },
  async ({ page, browser, onTestFinished }) => {
    onTestFinished(async () => {
      await fetch(`${origin()}/dev/clock`, { method: 'POST', headers: { origin: origin(), 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) });
    });
    const { email, phoneNumber } = await hostSam(page);
    const guestPath = await stayFor(page, 'Hana Sato');
    const guest = await openGuestPage(browser, guestPath, 'Hi Hana!', onTestFinished);

    await guest.getByLabel('Your message').fill(SMOKE_ALARM);
    await guest.getByRole('button', { name: 'Send' }).click();
    const chat = guest.getByRole('list', { name: 'Chat' });
    await chat.getByText(SMOKE_ALARM).waitFor();
    const guidance = chat.getByRole('listitem').filter({ hasText: 'Cohost' }).filter({ hasNotText: SMOKE_ALARM });
    await guidance.first().waitFor({ timeout: 5_000 });
    expect(await guidance.count()).toBe(1);
    expect(await guidance.innerText()).not.toMatch(EMERGENCY_NUMBER);
    await shot(guest, 'b-guest-phone');

    // Paged at once: a text message and an email.
    const isPage = (message: OutboxMessage) => /Needs you now: Reply to Hana/.test(message.channel === 'sms' ? message.text : (message.subject ?? ''));
    const isRepeat = (message: OutboxMessage) => /Still needs you: Reply to Hana/.test(message.channel === 'sms' ? message.text : (message.subject ?? ''));
    await waitUntilReceived(page, phoneNumber, isPage, 1);
    const [emailPage] = await waitUntilReceived(page, email, isPage, 1);
    expect(emailPage!.text).toContain('every 15 minutes until you acknowledge');

    // Nobody acknowledged: 15 minutes on, the sweep pages again.
    await afterMinutes(page, PAGE_MINUTES);
    await waitUntilReceived(page, phoneNumber, isRepeat, 1);
    await waitUntilReceived(page, email, isRepeat, 1);

    await page.goto('/approvals');
    await expectScreen(page, { path: '/approvals', heading: 'Approvals' });
    const card = page.getByRole('article', { name: /^Reply to Hana/ });
    await card.getByText('Needs you now').waitFor();
    await shot(page, 'b-approvals-desktop');
    await card.getByRole('button', { name: 'Acknowledge' }).click();
    await page.getByText(/^Acknowledged: paging stopped for Reply to Hana/).waitFor();
    await card.getByText(/Acknowledged by Sam .*paging stopped\./).waitFor();
    expect(await card.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);
    await toPhone(page);
    await card.getByText(/Acknowledged by Sam/).waitFor();
    await shot(page, 'b-approvals-phone');
    await page.setViewportSize(DESKTOP.viewport!);

    // Acknowledged: a further 15 minutes (and more) send nothing.
    await afterMinutes(page, PAGE_MINUTES);
    await afterMinutes(page, PAGE_MINUTES);
    expect((await receivedBy(page, phoneNumber)).filter(isRepeat)).toHaveLength(1);
    expect((await receivedBy(page, email)).filter(isRepeat)).toHaveLength(1);
    // The draft still waits for the host's decision.
    await card.getByRole('button', { name: 'Approve' }).waitFor();
  },
);
