import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { linkIn, signInByApi, STRONG_PASSWORD, TEMPLATES, uniqueEmail, waitForMessage } from '../support/accounts';
import { PHONE, test } from '../support/browser';
import { apiPost, dayFromToday } from '../support/calendar';
import { expectScreen } from '../support/expect-screen';
import { openGuestPage } from '../support/guest-page';
import { ARTIFACTS_DIR } from '../support/paths';

// Issue 25: a new host follows the dashboard's setup checklist to a first co-host answer on a guest page.

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `first-day-${name}.png`), fullPage: true });
const step = (page: Page, id: string) => page.locator(`[data-step="${id}"]`);

test('a new host follows the setup checklist: a Colorado property on Denver time, its knowledge base, a try of the co-host, and a first answer on a guest page', async ({ page, browser, onTestFinished }) => {
  const email = uniqueEmail('firstday');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Robin Avery');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectScreen(page, { path: '/confirm-email', heading: 'Confirm Your Email' });
  const confirmation = await fetch(linkIn(await waitForMessage(page, { to: email, template: TEMPLATES.verifyEmail })), { redirect: 'manual' });
  expect(confirmation.status).toBe(302);
  await signInByApi(page, { email, password: STRONG_PASSWORD });

  // An empty dashboard: the checklist, every step to do, and no claim that Cohost handles anything.
  await page.goto('/dashboard');
  const checklist = page.getByRole('region', { name: 'Set up Cohost' });
  await checklist.waitFor();
  await checklist.getByText('0 of 7 done').waitFor();
  expect(await step(page, 'property').getAttribute('data-done')).toBe('false');
  await step(page, 'property').getByText('No property yet', { exact: false }).waitFor();
  expect(await page.getByText('Cohost is handling the rest').count()).toBe(0);
  await shot(page, 'a-empty-dashboard');

  // Add a property: the zone comes from the address.
  await step(page, 'property').getByRole('link', { name: 'Add a property' }).click();
  await expectScreen(page, { path: '/properties', heading: 'Properties' });
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const form = page.getByRole('form', { name: 'Add property' });
  await form.getByLabel('Property name').fill('Aspen Cabin');
  await form.getByLabel('City').fill('Boulder');
  await form.getByLabel('State or region').fill('CO');
  await form.getByLabel('Country (2-letter code)').fill('US');
  await expect.poll(() => form.getByLabel('Time zone', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('America/Denver');
  await form.getByText('From the address (its city)', { exact: false }).waitFor();
  await shot(page, 'b-add-property');
  await form.getByRole('button', { name: 'Add property' }).click();
  await page.getByText('Aspen Cabin was added.', { exact: false }).waitFor();
  const properties = (await (await page.request.get('/api/properties')).json()) as { properties: Array<{ id: string; name: string; timezone: string }> };
  const cabin = properties.properties.find((property) => property.name === 'Aspen Cabin')!;
  expect(cabin.timezone).toBe('America/Denver');

  // Fill the knowledge base from the checklist's link, then try the co-host on it.
  await page.goto('/dashboard');
  await step(page, 'property').locator('[data-done="true"], :scope[data-done="true"]').or(step(page, 'property')).first().waitFor();
  expect(await step(page, 'property').getAttribute('data-done')).toBe('true');
  await step(page, 'knowledge').getByRole('link', { name: 'Fill the knowledge base' }).click();
  await page.getByRole('form', { name: 'Knowledge base' }).waitFor();
  await page.getByLabel('Wifi network name').fill('AspenNet');
  await page.getByLabel('Wifi password').fill('pine-cone-8080');
  await page.getByLabel('Parking', { exact: true }).fill('Two cars in the driveway; no street parking in winter.');
  await page.getByRole('button', { name: 'Save knowledge base' }).click();
  await page.getByText('Knowledge base saved.').waitFor();
  const tryBox = page.getByRole('form', { name: 'Try the co-host' });
  await tryBox.getByLabel("A guest's question").fill('Where can we park the car?');
  await tryBox.getByRole('button', { name: 'Ask the co-host' }).click();
  const tried = page.getByTestId('co-host-answer');
  await tried.getByText('Would answer', { exact: true }).waitFor();
  await tried.getByText('driveway', { exact: false }).waitFor();
  await shot(page, 'c-try-co-host');

  // Choose a mode (the policy then lets the co-host answer questions alone), and a first guest.
  await page.goto('/ai-settings');
  const settings = (await (await page.request.get('/api/ai-settings')).json()) as { settings: Record<string, unknown> };
  const saved = await page.request.put('/api/ai-settings', { data: { settings: { ...settings.settings, mode: 'expert' } }, headers: { origin: new URL(page.url()).origin } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { reservation } = await apiPost<{ reservation: { id: string } }>(page, `/api/properties/${cabin.id}/reservations`, {
    checkInDate: dayFromToday(2),
    checkOutDate: dayFromToday(5),
    guestName: 'Jordan Lee',
    guestEmail: uniqueEmail('guest'),
    guests: 2,
  });
  const link = (await (await page.request.get(`/api/reservations/${reservation.id}/guest-link`)).json()) as { url: string };
  const guest = await openGuestPage(browser, new URL(link.url).pathname, 'Hi Jordan!', onTestFinished);
  await guest.getByLabel('Your message').fill('Hi! Where can we park?');
  await guest.getByRole('button', { name: 'Send' }).click();
  const chat = guest.getByRole('list', { name: 'Chat' });
  await chat.getByRole('listitem').filter({ hasText: 'Cohost' }).filter({ hasText: 'driveway' }).first().waitFor({ timeout: 15_000 });
  await guest.screenshot({ path: path.join(ARTIFACTS_DIR, 'first-day-d-guest-phone.png'), fullPage: true });

  // Back on the dashboard, the steps done are marked done; the rest still say what is missing.
  await page.goto('/dashboard');
  await checklist.getByText('3 of 7 done').waitFor();
  for (const id of ['property', 'knowledge', 'autonomy']) expect(await step(page, id).getAttribute('data-done')).toBe('true');
  for (const id of ['calendar', 'mailbox', 'lock', 'cleaner']) expect(await step(page, id).getAttribute('data-done')).toBe('false');
  await shot(page, 'e-dashboard-desktop');
  await page.setViewportSize(PHONE.viewport!);
  await checklist.waitFor();
  await shot(page, 'f-dashboard-phone');
}, 180_000);
