import { expect } from 'vitest';
import { signInAsNewHostByPhone } from '../support/accounts';
import { test } from '../support/browser';
import { apiPost, dayFromToday } from '../support/calendar';
import { expectScreen } from '../support/expect-screen';

const OPTIMIZER = { path: '/optimizer', heading: 'Optimizer' };

test("a host's stays become the optimizer's figures: revenue against a year earlier, occupancy, the charts, gap nights; the property filter narrows them and stays in the address", async ({ page }) => {
  await signInAsNewHostByPhone(page);
  await page.goto('/optimizer');
  await expectScreen(page, OPTIMIZER);
  await page.getByRole('main').getByRole('heading', { name: 'Nothing here yet', exact: true }).waitFor();

  const cottage = await apiPost<{ id: string }>(page, '/api/properties', { name: 'Willow Cottage', timezone: 'UTC', listing: { currency: 'USD' } });
  const loft = await apiPost<{ id: string }>(page, '/api/properties', { name: 'Canal Loft', timezone: 'UTC', listing: { currency: 'USD' } });
  const stay = (propertyId: string, checkInDate: string, checkOutDate: string, payoutCents: number) =>
    apiPost(page, `/api/properties/${propertyId}/reservations`, { checkInDate, checkOutDate, payoutCents, guestName: 'Guest' });
  // The cottage: 30 Jan → 2 Feb (2 nights in January, 1 in February), then 3 → 5 Feb: 2 February is a gap night.
  await stay(cottage.id, '2026-01-30', '2026-02-02', 30_000);
  await stay(cottage.id, '2026-02-03', '2026-02-05', 20_000);
  await stay(loft.id, '2026-02-01', '2026-02-08', 140_000);
  // A year earlier.
  await stay(cottage.id, '2025-01-10', '2025-01-15', 40_000);

  await page.goto('/optimizer?from=2026-01&to=2026-02');
  await expectScreen(page, OPTIMIZER);
  // 190,000 cents against 40,000 a year earlier.
  const revenue = page.getByLabel('Revenue change', { exact: true });
  await revenue.getByText('+375%', { exact: true }).waitFor();
  await revenue.getByText(/\$1,900 against \$400/).waitFor();
  // 12 nights booked of 2 × (31 + 28).
  const occupancy = page.getByLabel('Occupancy', { exact: true });
  await occupancy.getByText('10%', { exact: true }).waitFor();
  await occupancy.getByText('12 of 118 available nights booked').waitFor();
  await page.getByLabel('Guest rating', { exact: true }).getByText('No ratings yet').waitFor();
  // The comparison's charts (recharts, loaded with this screen).
  const performance = page.getByRole('region', { name: 'Property performance' });
  await performance.locator('.recharts-surface').first().waitFor();
  expect(await performance.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(2);
  // The gap night at the cottage's ADR ($500 over 5 nights).
  await page.getByRole('region', { name: 'Gap nights lost' }).getByText(/1 night fell in free runs of 2 nights or fewer between stays: about \$100 .*an estimate/).waitFor();
  await page.getByRole('region', { name: 'Best and worst month' }).getByText(/Feb 2026 brought the most revenue/).waitFor();

  await page.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: 'Canal Loft' }).click();
  await page.waitForURL((url) => url.searchParams.get('propertyId') === loft.id && url.searchParams.get('from') === '2026-01');
  await occupancy.getByText('7 of 59 available nights booked').waitFor();
  await revenue.getByText('No revenue a year earlier', { exact: true }).waitFor();

  // The address keeps the filters: a reload shows the same figures.
  await page.reload();
  await expectScreen(page, OPTIMIZER);
  await page.getByLabel('Occupancy', { exact: true }).getByText('7 of 59 available nights booked').waitFor();
});

test('gap nights under the minimum stay become a pricing recommendation: Apply shows the value and checklist and sets the minimum stay; Dismiss asks a reason', async ({ page }) => {
  await signInAsNewHostByPhone(page);
  const cottage = await apiPost<{ id: string }>(page, '/api/properties', { name: 'Gap Cottage', timezone: 'UTC', listing: { currency: 'USD', minStayNights: 4 } });
  // 12 stays of 4 nights at $150 a night, 2 free nights between each, ending 16 days ago: 11 gaps, 22 gap nights.
  for (let index = 0; index < 12; index++) {
    await apiPost(page, `/api/properties/${cottage.id}/reservations`, { checkInDate: dayFromToday(-86 + index * 6), checkOutDate: dayFromToday(-82 + index * 6), payoutCents: 60_000, guestName: 'Guest' });
  }
  await apiPost(page, '/dev/jobs/run', { name: 'optimizer.refresh-suggestions' });

  await page.goto(`/optimizer?propertyId=${cottage.id}`);
  await expectScreen(page, OPTIMIZER);
  const title = 'Lower the minimum stay to 2 nights for gaps: 22 gap nights went unsold in the last 90 days';
  const card = page.getByRole('article', { name: title });
  await card.waitFor();
  await card.getByText('pricing', { exact: true }).waitFor();
  await card.getByText('high priority', { exact: true }).waitFor();
  await card.getByText('Gap Cottage', { exact: true }).waitFor();
  await card.getByText(/About \$1,650 over a period like the last 90 days, if half of such gap nights book at the average rate \(an estimate, not a promise\)/).waitFor();

  await card.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply this pricing change' });
  await dialog.getByText('2 nights (now 4 nights)').waitFor();
  await dialog.getByText(/set the minimum stay to 2 nights/).waitFor();
  await dialog.getByRole('button', { name: 'I made the change' }).click();
  await page.getByText("Applied: Cohost's copy of the minimum stay is updated.").waitFor();
  await card.waitFor({ state: 'detached' });
  const property = await page.request.get(`/api/properties/${cottage.id}`);
  expect(((await property.json()) as { listing: { minStayNights: number } }).listing.minStayNights).toBe(2);

  // The same calendar with no minimum stay known: a gap-night price, dismissed with a reason; it does not come back on the next run.
  const loft = await apiPost<{ id: string }>(page, '/api/properties', { name: 'Gap Loft', timezone: 'UTC', listing: { currency: 'USD' } });
  for (let index = 0; index < 12; index++) {
    await apiPost(page, `/api/properties/${loft.id}/reservations`, { checkInDate: dayFromToday(-86 + index * 6), checkOutDate: dayFromToday(-82 + index * 6), payoutCents: 60_000, guestName: 'Guest' });
  }
  await apiPost(page, '/dev/jobs/run', { name: 'optimizer.refresh-suggestions' });
  await page.goto(`/optimizer?propertyId=${loft.id}`);
  await expectScreen(page, OPTIMIZER);
  const gapPrice = page.getByRole('article', { name: 'Set a gap-night price of $128: 22 gap nights went unsold in the last 90 days' });
  await gapPrice.getByText('$128 a night (15% under the average rate)').waitFor();
  await gapPrice.getByRole('button', { name: 'Dismiss' }).click();
  const dismiss = page.getByRole('dialog', { name: 'Dismiss this suggestion?' });
  await dismiss.getByLabel('Reason').fill('My pricing tool handles gap nights');
  await dismiss.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByText('Dismissed. It comes back only if your calendar changes.').waitFor();
  await gapPrice.waitFor({ state: 'detached' });
  await apiPost(page, '/dev/jobs/run', { name: 'optimizer.refresh-suggestions' });
  await page.reload();
  await expectScreen(page, OPTIMIZER);
  // The list has loaded (its empty state, or what else the loft's calendar supports), without the dismissed one.
  await page.getByRole('region', { name: 'Recommendations' }).getByText(/No recommendations right now|priority$/).first().waitFor();
  expect(await gapPrice.count()).toBe(0);
});
