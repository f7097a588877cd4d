import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS } from '@cohost/shared';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signInAsNewHostByPhone } from '../support/accounts';
import { test } from '../support/browser';
import { apiPost } from '../support/calendar';
import { expectScreen } from '../support/expect-screen';

const SUPPLIES = { path: '/supplies', heading: 'Supplies' };

async function setMode(page: Page, mode: 'beginner' | 'expert') {
  const origin = new URL(inject('baseURL')).origin;
  const saved = await page.request.put('/api/ai-settings', { data: { settings: applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, mode) }, headers: { origin } });
  expect(saved.status()).toBe(200);
}

async function count(page: Page, propertyName: string, item: string, quantity: number) {
  const table = page.getByRole('table', { name: `${propertyName} items` });
  await table.getByRole('button', { name: `Count ${item}` }).click();
  const dialog = page.getByRole('dialog', { name: `Count ${item}` });
  await dialog.getByLabel(/^Quantity/).fill(String(quantity));
  await dialog.getByRole('button', { name: 'Record' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function setLimit(page: Page, propertyName: string, dollars: number) {
  await page.getByRole('region', { name: `${propertyName} supplies` }).getByRole('button', { name: 'Edit limit' }).click();
  const dialog = page.getByRole('dialog', { name: `Monthly limit: ${propertyName}` });
  await dialog.getByLabel('Monthly spending limit ($)').fill(String(dollars));
  await dialog.getByRole('button', { name: 'Save limit' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test(
  'a count makes an item low, the order waits in Beginner, is approved, delivered under the developer clock, and stock goes up; raising a limit lets a refused order through',
  { timeout: 180_000 },
  async ({ page, onTestFinished }) => {
    const origin = new URL(inject('baseURL')).origin;
    onTestFinished(async () => {
      await fetch(`${origin}/dev/clock`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) });
    });
    await signInAsNewHostByPhone(page);
    await setMode(page, 'beginner');
    await apiPost(page, '/api/properties', { name: 'Birch Cabin', timezone: 'UTC', checkInTime: '15:00', checkOutTime: '10:00' });

    await page.goto('/supplies');
    await expectScreen(page, SUPPLIES);
    const items = page.getByRole('table', { name: 'Birch Cabin items' });
    await items.getByRole('row', { name: 'Toilet paper' }).getByText('Good').waitFor();

    // The count: 3 rolls, under the minimum of 4.
    await count(page, 'Birch Cabin', 'Toilet paper', 3);
    await items.getByRole('row', { name: 'Toilet paper' }).getByText('Critical').waitFor();
    const orders = page.getByRole('table', { name: 'Recent orders' });
    const order = orders.getByRole('row').filter({ hasText: '21 toilet paper' });
    await order.getByText('Waiting for approval').waitFor();
    await order.getByText(/Beginner mode/).waitFor();
    await order.getByRole('button', { name: 'Approve' }).click();
    await order.getByText('Processing').waitFor();

    // Three days later under the developer clock, the simulated vendor has delivered it.
    await apiPost(page, '/dev/clock', { to: new Date(Date.now() + 3 * 86_400_000 + 60_000).toISOString() });
    await apiPost(page, '/dev/jobs/run', { name: 'supplies.advance-orders' });
    await page.reload();
    await expectScreen(page, SUPPLIES);
    await orders.getByRole('row').filter({ hasText: '21 toilet paper' }).getByText('Delivered').waitFor();
    await items.getByRole('row', { name: 'Toilet paper' }).getByText('24 rolls', { exact: true }).waitFor();
    await items.getByRole('row', { name: 'Toilet paper' }).getByText('Good').waitFor();

    // A tight monthly limit refuses the next order, with why; raising it lets the order through.
    await setMode(page, 'expert');
    await setLimit(page, 'Birch Cabin', 1);
    await count(page, 'Birch Cabin', 'Coffee pods', 2);
    const pods = orders.getByRole('row').filter({ hasText: '38 coffee pods' });
    await pods.getByText('Refused').waitFor();
    await pods.getByText(/monthly limit/).waitFor();
    await setLimit(page, 'Birch Cabin', 100);
    await pods.getByText('Processing').waitFor();

    // A local supplier set up on /supplies; dish soap moved to it is ordered from it by email.
    await page.getByRole('button', { name: 'Add vendor' }).click();
    const add = page.getByRole('dialog', { name: 'Add a vendor' });
    await add.getByLabel('Name').fill('Corner Supply Co');
    await add.getByLabel("Supplier's email address").fill('orders@corner-supply.test');
    await add.getByRole('button', { name: 'Add vendor' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Vendors' }).getByRole('row', { name: 'Corner Supply Co' }).waitFor();
    await items.getByRole('button', { name: 'Edit Dish soap' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Dish soap' });
    await edit.getByLabel('Vendor', { exact: true }).click();
    await page.getByRole('option', { name: 'Corner Supply Co' }).click();
    await edit.getByLabel("Supplier's product code").fill('CS-DS-1');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'detached' });
    await count(page, 'Birch Cabin', 'Dish soap', 0);
    await orders.getByRole('row').filter({ hasText: 'Corner Supply Co' }).getByText('Processing').waitFor();

    // What Cohost did is on the activity log, with why.
    await page.goto('/activity');
    await page.getByText(/Supply order SO-\w+ for Birch Cabin refused/).first().waitFor();
    await page.getByText(/Over the property's monthly limit/).first().waitFor();
    await page.getByText(/delivered: 21 toilet paper added to stock/).waitFor();
  },
);
