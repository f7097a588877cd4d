import { expect } from 'vitest';
import { signInAsNewHostByPhone, signInByApi } from '../support/accounts';
import { test } from '../support/browser';
import { apiPost, dayFromToday } from '../support/calendar';
import { demoLogin } from '../support/demo-host';
import { expectScreen } from '../support/expect-screen';

test("the dashboard shows today's arrivals, the turnovers and a timeline across the portfolio", async ({ page }) => {
  await signInAsNewHostByPhone(page);
  await page.goto('/dashboard');
  await expectScreen(page, { path: '/dashboard', heading: 'Welcome to Cohost' });
  await page.getByRole('heading', { name: 'Nothing here yet' }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Add your first property' }).waitFor();

  const cottage = await apiPost<{ id: string }>(page, '/api/properties', { name: 'Dune Cottage', timezone: 'UTC' });
  const loft = await apiPost<{ id: string }>(page, '/api/properties', { name: 'River Loft', timezone: 'UTC' });
  const stay = (propertyId: string, from: number, nights: number, guestName: string) =>
    apiPost(page, `/api/properties/${propertyId}/reservations`, { checkInDate: dayFromToday(from), checkOutDate: dayFromToday(from + nights), guestName, payoutCents: 30000 * nights });
  await stay(cottage.id, 0, 2, 'Ada Arrives');
  await stay(cottage.id, 2, 3, 'Ben Backtoback');
  await stay(loft.id, 3, 2, 'Cleo Later');

  await page.reload();
  await page.getByLabel('Check-ins today').getByText('1', { exact: true }).waitFor();
  await page.getByLabel("Today's check-ins").getByText('Ada Arrives').waitFor();
  await page.getByLabel('Next 7 days').getByText('Cleo Later').waitFor();
  const turnovers = page.getByLabel('Turnovers');
  await turnovers.getByText('Same-day').waitFor();
  await turnovers.getByText(/Ada Arrives leaves .* Ben Backtoback arrives/).waitFor();
  await turnovers.getByText('5 h window').waitFor();

  const timeline = page.getByLabel('Calendar timeline');
  await timeline.getByRole('row', { name: 'Dune Cottage' }).getByRole('gridcell', { name: /Ada Arrives · Direct .* same-day turnover/ }).waitFor();
  await timeline.getByRole('row', { name: 'River Loft' }).getByRole('gridcell', { name: /Cleo Later/ }).waitFor();
  await timeline.getByText('Month').click();
  await timeline.getByRole('grid', { name: `Stays from ${dayFromToday(-1)}` }).waitFor();
  await timeline.getByRole('columnheader', { name: dayFromToday(20) }).waitFor();
  await timeline.getByRole('row', { name: 'River Loft' }).getByRole('gridcell', { name: /Cleo Later/ }).waitFor();

  await timeline.getByRole('link', { name: 'River Loft' }).click();
  await page.getByRole('heading', { level: 1, name: 'River Loft' }).waitFor();
  await page.getByRole('table', { name: 'Stays and blocks' }).getByText('Cleo Later').waitFor();
});

test('the demo host sees the demo portfolio: figures, an alert to resolve and stays on the timeline by week and month', async ({ page, skip }) => {
  const login = demoLogin();
  if (!login) return skip('the demo login is printed by a server this run did not start');
  await signInByApi(page, login);
  await page.goto('/dashboard');
  await expectScreen(page, { path: '/dashboard', heading: 'Welcome to Cohost' });

  for (const label of ['Check-ins today', 'Check-outs today', 'Guests in house']) {
    await page.getByLabel(label, { exact: true }).getByText(/^\d+$/).waitFor();
  }
  await page.getByLabel('Occupancy this month', { exact: true }).getByText(/^\d+%$/).waitFor();
  await page.getByLabel('Revenue this month', { exact: true }).getByText(/\d/).waitFor();

  const timeline = page.getByLabel('Calendar timeline');
  const grid = timeline.getByRole('grid', { name: /^Stays from / });
  await grid.getByRole('gridcell').first().waitFor();
  expect(await grid.getByRole('row').count()).toBeGreaterThan(2);
  expect(await grid.getByRole('columnheader').count()).toBe(7);
  const weekBars = await grid.getByRole('gridcell').count();
  expect(weekBars).toBeGreaterThan(3);

  await timeline.getByText('Month').click();
  await expect.poll(() => grid.getByRole('columnheader').count()).toBe(31);
  await expect.poll(() => grid.getByRole('gridcell').count()).toBeGreaterThan(weekBars);
  const monthFrom = await grid.getAttribute('aria-label');
  await timeline.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => grid.getAttribute('aria-label')).not.toBe(monthFrom);
  await timeline.getByRole('button', { name: 'Today' }).click();
  await expect.poll(() => grid.getAttribute('aria-label')).toBe(monthFrom);
  await timeline.getByText('Week').click();
  await expect.poll(() => grid.getByRole('columnheader').count()).toBe(7);

  // The demo holds one double booking: a critical alert that opens the property's calendar.
  const alert = page.getByLabel('Alerts').getByRole('alert').filter({ hasText: 'Double booking' }).first();
  await alert.getByRole('link', { name: 'Open calendar' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/properties/') && url.searchParams.get('tab') === 'calendar');
  await page.getByRole('tab', { name: 'Calendar', selected: true }).waitFor();
  await page.getByRole('alert').filter({ hasText: 'Double booking' }).waitFor();
  await page.getByRole('grid', { name: 'Month calendar' }).getByRole('button', { name: /DOUBLE BOOKED/ }).first().waitFor();
});
