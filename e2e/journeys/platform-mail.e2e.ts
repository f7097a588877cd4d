import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startDovecot, skipWithoutDovecot, type Dovecot } from '../../apps/server/test/support/dovecot';
import { startSmtpSink, type SmtpSink } from '../../apps/server/test/support/smtp-sink';
import { signInAsNewHostByPhone } from '../support/accounts';
import { test } from '../support/browser';
import { airbnbFeed, apiPost, dayFromToday, startFeedServer } from '../support/calendar';
import { expectScreen } from '../support/expect-screen';

const MESSAGES = { path: '/messages', heading: 'Messages' };
const LISTING = 'Sunny loft by the old harbour';
const CODE = 'HMJ7Q4TR2X';
const WIFI_PASSWORD = 'harbour-lights-5521';
const HOST_ADDRESS = 'sam.host@example.com';
const RELAY = '4-9a1c7e3b5d2f08@reply.airbnb.com';

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** "Jul 5 – 8, 2026" as Airbnb writes a stay's dates. */
function airbnbDates(from: number, nights: number): string {
  const format = (offset: number, options: Intl.DateTimeFormatOptions) => new Date(`${dayFromToday(offset)}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });
  return `${format(from, { month: 'short', day: 'numeric' })} – ${format(from + nights, { month: 'short', day: 'numeric' })}, ${format(from + nights, { year: 'numeric' })}`;
}

/** An Airbnb guest-message notification as it lands in the host's mailbox (plain text part only). */
function airbnbMessage(fields: { messageId: string; text: string; dates: string }): string {
  return [
    'From: Airbnb <automated@airbnb.com>',
    `Reply-To: Anna <${RELAY}>`,
    `To: Sam Host <${HOST_ADDRESS}>`,
    `Subject: RE: Reservation at ${LISTING} for ${fields.dates}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${fields.messageId}@email.airbnb.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="UTF-8"',
    'Content-Transfer-Encoding: 8bit',
    '',
    'Anna',
    '',
    'Identity verified · 2 reviews',
    '',
    fields.text,
    '',
    'Reply',
    'https://www.airbnb.com/hosting/thread/1856209911?thread_type=home_booking',
    '',
    'Reservation',
    LISTING,
    `${fields.dates} · 2 guests`,
    `https://www.airbnb.com/hosting/reservations/details/${CODE}`,
    '',
    'You can also respond to Anna by replying directly to this email.',
    '',
    'Airbnb Ireland UC',
    '8 Hanover Quay',
    'Dublin 2, Ireland',
    '',
  ].join('\r\n');
}

describe.skipIf(skipWithoutDovecot)('platform threads', () => {
  let dovecot: Dovecot;
  let smtp: SmtpSink;
  beforeAll(async () => {
    dovecot = await startDovecot({ user: HOST_ADDRESS, password: 'imap-app-password-77' });
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await dovecot?.stop();
    await smtp?.close();
  });
  // The wrong password is refused on purpose: its 422 is expected in the console.
  test.override('allowedBrowserErrors', [/^console: Failed to load resource: the server responded with a status of 422 \(Unprocessable Entity\) \[[^\]]*\/api\/platform-mailbox\]$/]);

  test(
    'an Airbnb message arrives in the mailbox, the co-host answers through the relay from the host address, and a follow-up joins the same conversation',
    { timeout: 120_000 },
    async ({ page, onTestFinished }) => {
      await signInAsNewHostByPhone(page);
      const property = await apiPost<{ id: string }>(page, '/api/properties', {
        name: LISTING,
        timezone: 'UTC',
        knowledgeBase: { wifiName: 'Harbour-Loft', wifiPassword: WIFI_PASSWORD, faq: [] },
      });
      const feed = await startFeedServer(airbnbFeed([{ code: CODE, from: 2, nights: 3 }]));
      onTestFinished(() => feed.close());
      await apiPost(page, `/api/properties/${property.id}/feeds`, { url: feed.url, label: 'Airbnb' });
      await expect
        .poll(async () => (await apiGet<{ feeds: Array<{ lastSuccessAt: string | null }> }>(page, `/api/properties/${property.id}/feeds`)).feeds[0]?.lastSuccessAt ?? null, { timeout: 30_000 })
        .not.toBeNull();

      // The host connects the mailbox their Airbnb notifications go to.
      await page.goto('/messages');
      await expectScreen(page, MESSAGES);
      await page.getByRole('button', { name: 'Platform mailbox' }).click();
      const drawer = page.getByRole('dialog', { name: 'Platform mailbox' });
      await drawer.getByRole('textbox', { name: 'Email address' }).fill(HOST_ADDRESS);
      const imap = drawer.getByRole('group', { name: 'Incoming mail (IMAP)' });
      await imap.getByRole('textbox', { name: 'Server' }).fill('127.0.0.1');
      await imap.getByRole('textbox', { name: 'Port' }).fill(String(dovecot.port));
      await imap.getByRole('combobox', { name: 'Security' }).click();
      await page.getByRole('option', { name: /^None/ }).click();
      await imap.getByRole('textbox', { name: 'User name' }).fill(HOST_ADDRESS);
      await imap.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
      const outgoing = drawer.getByRole('group', { name: 'Outgoing mail (SMTP)' });
      const sink = new URL(smtp.url);
      await outgoing.getByRole('textbox', { name: 'Server' }).fill(sink.hostname);
      await outgoing.getByRole('textbox', { name: 'Port' }).fill(sink.port);
      await outgoing.getByRole('combobox', { name: 'Security' }).click();
      await page.getByRole('option', { name: /^None/ }).click();
      await drawer.getByRole('button', { name: 'Test and connect' }).click();
      // A refused password is named on its field and nothing is saved.
      await imap.getByText(/password/i).last().waitFor();
      await imap.getByRole('textbox', { name: 'Password' }).fill('imap-app-password-77');
      await drawer.getByRole('button', { name: 'Test and connect' }).click();
      await drawer.getByRole('region', { name: 'Platform mailbox status' }).getByText(HOST_ADDRESS).waitFor({ timeout: 30_000 });
      await page.keyboard.press('Escape');

      // Anna writes on Airbnb: the notification lands in the mailbox, Cohost reads it.
      const dates = airbnbDates(2, 3);
      await dovecot.append(airbnbMessage({ messageId: 'journey-1', dates, text: "Hi Sam! We land on Sunday. What's the wifi password?" }));
      const row = page.getByRole('button', { name: /Anna/ }).first();
      await row.waitFor({ timeout: 60_000 });
      await row.click();
      const thread = page.getByRole('log').or(page.getByRole('list', { name: /messages/i })).first();
      await page.getByText("We land on Sunday. What's the wifi password?").waitFor();
      await page.getByText(LISTING).first().waitFor();

      // The co-host's answer leaves through the host's SMTP, from the host's address, to the relay.
      const reply = await smtp.waitForMessage((mail) => mail.to.includes(RELAY) && mail.text.includes(WIFI_PASSWORD), 60_000);
      expect(reply.from).toBe(HOST_ADDRESS);
      await page.getByText(/Delivered to the Airbnb relay/).first().waitFor({ timeout: 30_000 });

      // A follow-up in the same Airbnb thread joins the same conversation.
      await dovecot.append(airbnbMessage({ messageId: 'journey-2', dates, text: 'Thanks! Is there parking close by?' }));
      await page.getByText('Thanks! Is there parking close by?').waitFor({ timeout: 60_000 });
      const conversations = await apiGet<{ items: Array<{ guestName: string; platform: string | null; checkInDate: string | null }> }>(page, '/api/conversations');
      const annas = conversations.items.filter((item) => item.guestName.startsWith('Anna'));
      expect(annas).toHaveLength(1);
      expect(annas[0]).toMatchObject({ platform: 'airbnb', checkInDate: dayFromToday(2) });
      void thread;
    },
  );
});
