import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signInAsNewHostByPhone, signInByApi } from '../support/accounts';
import { test } from '../support/browser';
import { demoLogin } from '../support/demo-host';
import { expectScreen } from '../support/expect-screen';

const ACTIVITY = { path: '/activity', heading: 'Activity' };
// From the demo seed: Blue Ridge Cabin's guests asked about parking in three stays. Another journey
// may approve it at the same time: the log only grows, so its 'waiting' line stays.
const PARKING = /^Add your parking instructions to the knowledge base: 3 of the last \d+ stays asked$/;

const log = (page: Page) => page.getByRole('main');
const entries = (page: Page, summary?: string | RegExp) => log(page).getByRole('listitem', summary ? { name: summary, exact: true } : undefined);
const withText = (page: Page, text: string) => ({ has: page.getByText(text, { exact: true }) });
const choiceOf = (page: Page, label: string) => page.getByRole('combobox', { name: label }).inputValue();
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/**
 * The seeded lines sit below whatever Cohost has done since (door codes, messages, other
 * journeys moving the clock): a host pages down with 'Load more' until they reach them.
 */
async function loadUntilShown(page: Page, entry: ReturnType<typeof entries>): Promise<void> {
  await entries(page).first().waitFor();
  for (let round = 0; round < 20 && (await entry.count()) === 0; round++) {
    const more = log(page).getByRole('button', { name: 'Load more' });
    if ((await more.count()) === 0) break;
    const shown = await entries(page).count();
    await more.click();
    await expect.poll(() => entries(page).count()).toBeGreaterThan(shown);
  }
  await entry.first().waitFor();
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("the demo host reads what Cohost and the team did, filters it, and the filter survives a reload", async ({ page, skip }) => {
  const login = demoLogin();
  if (!login) return skip('the demo login is printed by a server this run did not start');
  await signInByApi(page, login);
  await page.goto('/activity');
  await expectScreen(page, ACTIVITY);
  await log(page).getByText('Everything Cohost and your team did, why, and what came of it.').waitFor();

  // A suggestion waiting for the host: Cohost proposed it, the policy said why.
  const parking = entries(page, PARKING).filter(withText(page, 'Waiting for approval'));
  await loadUntilShown(page, parking);
  await parking.getByRole('link', { name: 'Blue Ridge Cabin' }).waitFor();
  await parking.getByText('Cohost', { exact: true }).waitFor();
  await parking.getByText('Add an answer to the knowledge base', { exact: true }).waitFor();
  await parking.getByText('Needed approval', { exact: true }).waitFor();
  expect(await parking.getByRole('link', { name: 'Open in Approvals' }).getAttribute('href')).toBe('/approvals');

  // One property: only its lines, and the address holds the choice.
  await choose(page, 'Property', 'Blue Ridge Cabin');
  await expect.poll(() => searchParam(page, 'property')).toMatch(/.+/);
  await loadUntilShown(page, parking);
  const otherProperties = () => entries(page).filter({ hasNot: page.getByRole('link', { name: 'Blue Ridge Cabin', exact: true }) }).count();
  expect(await otherProperties()).toBe(0);

  await page.reload();
  await expectScreen(page, ACTIVITY);
  await loadUntilShown(page, parking);
  await expect.poll(() => choiceOf(page, 'Property')).toBe('Blue Ridge Cabin');
  expect(await otherProperties()).toBe(0);

  // Nothing of Blue Ridge Cabin's is ever denied (the approvals journey denies another property's reply).
  await choose(page, 'Result', 'Denied');
  await log(page).getByRole('heading', { name: 'Nothing matches these filters' }).waitFor();
  expect(searchParam(page, 'result')).toBe('denied');
  expect(await entries(page).count()).toBe(0);
  await log(page).getByRole('button', { name: 'Clear filters' }).click();
  await loadUntilShown(page, parking);
  await expect.poll(() => choiceOf(page, 'Property')).toBe('All properties');
  expect(await choiceOf(page, 'Result')).toBe('All results');
  expect(searchParam(page, 'property')).toBeNull();
  expect(searchParam(page, 'result')).toBeNull();
});

test("a new host's log starts empty, then lists their changes by day, a page at a time, filtered by who acted", async ({ page }) => {
  await signInAsNewHostByPhone(page);
  // Before anything else: saving the AI settings is itself a line in the log.
  await page.goto('/activity');
  await expectScreen(page, ACTIVITY);
  await log(page).getByRole('heading', { name: 'No activity yet' }).waitFor();
  expect(await log(page).getByRole('button', { name: 'Clear filters' }).count()).toBe(0);

  // One more line than a page holds.
  const { settings } = (await (await page.request.get('/api/ai-settings')).json()) as { settings: object };
  const headers = { origin: new URL(inject('baseURL')).origin };
  for (let saved = 0; saved < 51; saved += 1) {
    const response = await page.request.put('/api/ai-settings', { data: { settings }, headers });
    expect(response.status()).toBe(200);
  }

  await page.reload();
  await expectScreen(page, ACTIVITY);
  const today = log(page).getByRole('region', { name: 'Today' });
  const change = today.getByRole('listitem', { name: 'Changed the autonomy settings for all properties' });
  await expect.poll(() => change.count()).toBe(50);
  await change.first().getByText('Autonomy settings', { exact: true }).waitFor();
  await change.first().getByText('Done', { exact: true }).waitFor();
  await change.first().getByText('Mode custom, autonomy 75 of 100.', { exact: true }).waitFor();
  await log(page).getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => change.count()).toBe(51);
  await log(page).getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });

  await choose(page, 'Who', 'Cohost');
  await log(page).getByRole('heading', { name: 'Nothing matches these filters' }).waitFor();
  expect(searchParam(page, 'who')).toBe('cohost');
  await choose(page, 'Who', 'Your team');
  await expect.poll(() => change.count()).toBe(50);
});
