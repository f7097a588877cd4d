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

    await page.getByRole('button', { name: 'Add calendar' }).click();
    const form = page.getByRole('form', { name: 'Add calendar' });
    await form.getByLabel('Calendar link (iCal URL)').fill('not a link');
    await form.getByRole('button', { name: 'Add and sync' }).click();
    await form.getByText('Enter a calendar link starting with https://').waitFor();
    await form.getByLabel('Calendar link (iCal URL)').fill(feed.url);
    await form.getByLabel('Label (optional)').fill('Airbnb');
    await form.getByRole('button', { name: 'Add and sync' }).click();
    await toast(page, 'Synced: 2 new, 0 changed, 0 cancelled.');

    const stays = page.getByRole('table', { name: 'Stays and blocks' });
    await stays.getByText('phone …4417').first().waitFor();
    expect(await stays.getByRole('row').count()).toBe(3);
    await page.getByLabel('Feed Airbnb').getByText('Synced', { exact: true }).waitFor();

    // The second stay disappears from Airbnb's feed: flagged, not cancelled.
    feed.serve(airbnbFeed([{ code: 'HMFIRST', from: 2, nights: 3 }]));
    await page.getByRole('button', { name: 'Sync now' }).click();
    await toast(page, /Synced: 0 new, 0 changed, 0 cancelled, 1 missing/);
    const second = stays.getByRole('row', { name: `Stay Airbnb guest ${dayFromToday(5)}` });
    await second.getByText('Missing from feed').waitFor();

    await page.getByLabel('Feed Airbnb').getByRole('button', { name: 'Change log' }).click();
    await page.getByText(/Missing from the feed: stay .* It will be cancelled if the next sync still misses it\./).waitFor();

    // A direct booking typed in over the first stay's nights is a double booking.
    await page.getByRole('button', { name: 'Add reservation' }).click();
    const reservation = page.getByRole('form', { name: 'Add reservation' });
    await reservation.getByLabel('Check-in date').fill(dayFromToday(3));
    await reservation.getByLabel('Check-out date').fill(dayFromToday(4));
    await reservation.getByLabel('Guest name').fill('Walk-in Guest');
    await reservation.getByRole('button', { name: 'Add reservation' }).click();
    await toast(page, /Saved, but this stay overlaps another/);
    await page.getByRole('alert').filter({ hasText: 'Double booking' }).getByText(/Walk-in Guest \(Direct\)/).waitFor();
  } finally {
    await feed.close();
  }
});
