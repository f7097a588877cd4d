import { signInAsNewHostByPhone } from '../support/accounts';
import { test } from '../support/browser';
import { apiPost, dayFromToday } from '../support/calendar';
import { expectScreen } from '../support/expect-screen';

test("the dashboard shows today's arrivals, the turnovers and a timeline across the portfolio", async ({ page }) => {
  await signInAsNewHostByPhone(page);
  await page.goto('/dashboard');
  await expectScreen(page, { path: '/dashboard', heading: 'Welcome to Cohost' });
  await page.getByText('No properties yet').waitFor();

  const cottage = await apiPost<{ id: string }>(page, '/api/properties', { name: 'Dune Cottage', timezone: 'UTC' });
  const loft = await apiPost<{ id: string }>(page, '/api/properties', { name: 'River Loft', timezone: 'UTC' });
  const stay = (propertyId: string, from: number, nights: number, guestName: string) =>
    apiPost(page, `/api/properties/${propertyId}/reservations`, { checkInDate: dayFromToday(from), checkOutDate: dayFromToday(from + nights), guestName, payoutCents: 30000 * nights });
  await stay(cottage.id, 0, 2, 'Ada Arrives');
  await stay(cottage.id, 2, 3, 'Ben Backtoback');
  await stay(loft.id, 3, 2, 'Cleo Later');

  await page.reload();
  await page.getByLabel('Check-ins today').getByText('1', { exact: true }).waitFor();
  await page.getByRole('region', { name: "Today's check-ins" }).or(page.getByLabel("Today's check-ins")).getByText('Ada Arrives').waitFor();
  const turnovers = page.getByLabel('Turnovers');
  await turnovers.getByText('Same-day').waitFor();
  await turnovers.getByText(/Ada Arrives leaves .* Ben Backtoback arrives/).waitFor();

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
