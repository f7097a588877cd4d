import { expect } from 'vitest';
import { signInAsNewHostByPhone } from '../support/accounts';
import { test } from '../support/browser';
import type { Page } from 'playwright-core';
import { airbnbFeed, apiPost, dayFromToday, startFeedServer } from '../support/calendar';

/** A toast (the change log below may hold the same words, hidden). */
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();

test('a host connects an Airbnb calendar, sees its stays, and sees a vanished stay flagged before it is cancelled', async ({ page }) => {
  await signInAsNewHostByPhone(page);
  const property = await apiPost<{ id: string }>(page, '/api/properties', { name: 'Synced Cottage', timezone: 'UTC' });
  const feed = await startFeedServer(airbnbFeed([
    { code: 'HMFIRST', from: 2, nights: 3 },
    { code: 'HMSECOND', from: 5, nights: 4 },
  ]));
  try {
    await page.goto(`/properties/${property.id}?tab=calendar`);
    await page.getByRole('heading', { level: 1, name: 'Synced Cottage' }).waitFor();
    await page.getByText('No calendars connected yet.').waitFor();
    await page.getByText('Nothing booked in these weeks.').waitFor();

    await page.getByRole('button', { name: 'Add calendar' }).click();
    const form = page.getByRole('form', { name: 'Add calendar' });
    await form.getByLabel('Calendar link (iCal URL)').fill('not a link');
    await form.getByRole('button', { name: 'Add and sync' }).click();
    await form.getByText('Enter a calendar link starting with https://').waitFor();
    await form.getByLabel('Calendar link (iCal URL)').fill(feed.url);
    await form.getByLabel('Label (optional)').fill('Airbnb');
    await form.getByRole('button', { name: 'Add and sync' }).click();
    // The first sync runs as a job: the feed shows it syncing, then its stays appear, in the list and on the month calendar.
    await toast(page, 'Calendar added. Its first sync is running; its stays show here when it is done.');
    const stays = page.getByRole('table', { name: 'Stays and blocks' });
    await stays.getByText('phone …4417').first().waitFor();
    expect(await stays.getByRole('row').count()).toBe(3);
    const month = page.getByRole('grid', { name: 'Month calendar' });
    // A stay across a Sunday is one bar per week.
    await month.getByRole('button', { name: `Airbnb guest · Airbnb · ${dayFromToday(2)} → ${dayFromToday(5)} (3 nights)`, exact: true }).first().waitFor();
    const airbnb = page.getByLabel('Feed Airbnb');
    await airbnb.getByText('Synced', { exact: true }).waitFor();
    await airbnb.getByText(/2 stays and 0 blocks · last synced just now · next sync in \d+ min · every 15 min/).waitFor();

    // An imported stay's dates belong to Airbnb: read-only here.
    await stays.getByRole('button', { name: `Edit Airbnb guest ${dayFromToday(2)}` }).click();
    const edit = page.getByRole('form', { name: 'Edit reservation' });
    await edit.getByText('Imported from Airbnb: its dates and kind change on Airbnb and sync here.', { exact: false }).waitFor();
    expect(await edit.getByLabel('Check-in date').isDisabled()).toBe(true);
    await edit.getByRole('button', { name: 'Close' }).click();

    // The second stay disappears from Airbnb's feed: flagged, not cancelled.
    feed.serve(airbnbFeed([{ code: 'HMFIRST', from: 2, nights: 3 }]));
    await airbnb.getByRole('button', { name: 'Sync now' }).click();
    await toast(page, /Synced: 0 new, 0 changed, 0 cancelled, 1 missing/);
    const second = stays.getByRole('row', { name: `Stay Airbnb guest ${dayFromToday(5)}` });
    await second.getByText('Missing from feed — will be cancelled if still missing on the next sync').waitFor();
    await month.getByRole('button', { name: /Missing from feed — will be cancelled if still missing on the next sync/ }).first().waitFor();

    await airbnb.getByRole('button', { name: 'Change log' }).click();
    await page.getByText(/Missing from the feed: stay .* It will be cancelled if the next sync still misses it\./).waitFor();

    // A direct booking typed in over the first stay's nights is a double booking.
    await page.getByRole('button', { name: 'Add reservation' }).click();
    const reservation = page.getByRole('form', { name: 'Add reservation' });
    await reservation.getByLabel('Check-in date').fill(dayFromToday(3));
    await reservation.getByLabel('Check-out date').fill(dayFromToday(4));
    await reservation.getByRole('button', { name: 'Add reservation' }).click();
    await reservation.getByText("Enter the guest's name.").waitFor();
    await reservation.getByLabel('Guest name').fill('Walk-in Guest');
    await reservation.getByLabel('Payout').fill('180.50');
    await reservation.getByRole('button', { name: 'Add reservation' }).click();
    await toast(page, /Saved, but this stay overlaps another/);
    const doubleBooking = page.getByRole('alert').filter({ hasText: 'Walk-in Guest (Direct)' });
    await doubleBooking.getByText('Double booking', { exact: true }).waitFor();
    await stays.getByRole('row', { name: `Stay Walk-in Guest ${dayFromToday(3)}` }).getByText('$180.50').waitFor();

    // Cancelling the direct booking clears the double booking; it is listed again only on request.
    await stays.getByRole('button', { name: `Cancel Walk-in Guest ${dayFromToday(3)}` }).click();
    const cancel = page.getByRole('form', { name: 'Cancel reservation' });
    await cancel.getByLabel('Reason (optional)').fill('Booked by mistake');
    await cancel.getByRole('button', { name: 'Cancel reservation' }).click();
    await toast(page, 'Reservation cancelled.');
    await doubleBooking.waitFor({ state: 'detached' });
    await stays.getByText('Walk-in Guest').waitFor({ state: 'detached' });
    await page.getByRole('switch', { name: 'Show cancelled' }).check();
    await stays.getByRole('row', { name: `Stay Walk-in Guest ${dayFromToday(3)}` }).getByText('Reason: Booked by mistake').waitFor();

    // The feed's label and interval are the host's to change.
    await airbnb.getByRole('button', { name: 'Edit Airbnb' }).click();
    const feedForm = page.getByRole('form', { name: 'Edit calendar' });
    await feedForm.getByLabel('Label (optional)').fill('Airbnb main listing');
    await feedForm.getByLabel('Sync every (minutes)').fill('30');
    await feedForm.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Calendar saved.');
    await page.getByLabel('Feed Airbnb main listing').getByText(/every 30 min/).waitFor();

    // Our own export link, and a fresh one on request (the old one stops working).
    const exportLink = page.getByLabel('Export link');
    const oldLink = await exportLink.inputValue();
    expect(oldLink).toMatch(/\/api\/calendar-export\/.+\.ics$/);
    await page.getByRole('button', { name: 'Reset link' }).click();
    await page.getByRole('dialog', { name: 'Reset the export link?' }).getByRole('button', { name: 'Reset link' }).click();
    await toast(page, 'A new export link was made.');
    await expect.poll(() => exportLink.inputValue()).not.toBe(oldLink);
    expect((await page.request.get(oldLink)).status()).toBe(404);
  } finally {
    await feed.close();
  }
});
