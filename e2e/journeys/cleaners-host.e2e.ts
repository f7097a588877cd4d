import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS } from '@cohost/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { signInAsNewHostByPhone, uniqueEmail } from '../support/accounts';
import { PHONE, test } from '../support/browser';
import { apiPost, dayFromToday } from '../support/calendar';
import { expectScreen } from '../support/expect-screen';
import { addTeamCleaner, type TeamCleaner } from '../support/team-cleaner';

const CLEANERS = { path: '/cleaners', heading: 'Cleaners' };

interface PortalTask {
  id: string;
  checklist: Array<{ key: string; items: Array<{ key: string; needsPhoto: boolean }> }>;
}

/** A host in Expert mode with manual cleaner assignment (the host assigns), a property and a cleaner on the team. */
async function hostWithCleaner(page: Page, browser: Browser, onTestFinished: (fn: () => Promise<void>) => void, propertyName: string) {
  const origin = new URL(inject('baseURL')).origin;
  await signInAsNewHostByPhone(page);
  const expert = applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert');
  const saved = await page.request.put('/api/ai-settings', { data: { settings: { ...expert, cleaning: { ...expert.cleaning, assignment: 'manual' } } }, headers: { origin } });
  expect(saved.status()).toBe(200);
  const property = await apiPost<{ id: string }>(page, '/api/properties', { name: propertyName, timezone: 'UTC', checkInTime: '16:00', checkOutTime: '11:00' });
  const cleaner = await addTeamCleaner(page, browser, 'Carla Cleaner', onTestFinished);
  return { property, cleaner, origin };
}

/** A stay at the property, booked through the API as the calendar tab does. */
async function bookStay(page: Page, propertyId: string, guestName: string, from: number, to: number): Promise<{ id: string }> {
  const { reservation } = await apiPost<{ reservation: { id: string } }>(page, `/api/properties/${propertyId}/reservations`, {
    checkInDate: dayFromToday(from),
    checkOutDate: dayFromToday(to),
    guestName,
    guestEmail: uniqueEmail('guest'),
  });
  return reservation;
}

/** Opens a task's drawer from the list it is in and returns the drawer. */
async function openTask(page: Page, list: Locator, name: string): Promise<Locator> {
  await list.getByRole('button', { name }).first().click();
  const drawer = page.getByRole('dialog', { name });
  await drawer.waitFor();
  return drawer;
}

/** A JPEG drawn in the cleaner's browser, as a phone camera would hand one over. */
async function photo(cleaner: TeamCleaner, color: string): Promise<Buffer> {
  const canvasPage = await cleaner.context.newPage();
  // Evaluated in the browser (the journeys' own types know no DOM).
  const dataUrl = await canvasPage.evaluate<string>(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    context.fillStyle = ${JSON.stringify(color)};
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = 'white';
    context.fillRect(40, 40, 120, 80);
    return canvas.toDataURL('image/jpeg', 0.9);
  })()`);
  await canvasPage.close();
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The portal's resumable upload, in one part, then kept on the task as a before or after photo. */
async function uploadPhoto(cleaner: TeamCleaner, taskId: string, bytes: Buffer, phase: 'before' | 'after'): Promise<void> {
  const upload = await cleaner.post<{ id: string }>(`/api/cleaner/tasks/${taskId}/photo-uploads`, { size: bytes.length, contentType: 'image/jpeg' });
  const sent = await cleaner.context.request.patch(`/api/cleaner/photo-uploads/${upload.id}`, {
    data: bytes,
    headers: { origin: new URL(inject('baseURL')).origin, 'content-type': 'application/offset+octet-stream', 'Upload-Offset': '0' },
  });
  if (!sent.ok()) throw new Error(`Sending the photo answered ${sent.status()}: ${await sent.text()}`);
  await cleaner.post(`/api/cleaner/tasks/${taskId}/photos`, { uploadId: upload.id, phase });
}

/** Whether every image in `scope` has loaded (a signed link that works). */
async function imagesLoaded(scope: Locator): Promise<boolean> {
  const images = await scope.locator('img').all();
  if (images.length === 0) return false;
  for (const image of images) {
    if (!(await image.evaluate((element) => (element as unknown as { complete: boolean; naturalWidth: number }).complete && (element as unknown as { naturalWidth: number }).naturalWidth > 0))) return false;
  }
  return true;
}

describe('the host’s cleaners screen', () => {
  test(
    // The cleaner does it from the portal; the host sees photos side by side, the checklist, the report and the broken lamp.
    'a booked stay’s turnover: the host assigns it, sees it done with its evidence, and rates it',
    { timeout: 180_000 },
    async ({ page, browser, onTestFinished }) => {
      const { property, cleaner } = await hostWithCleaner(page, browser, onTestFinished, 'Seaside Loft');
      await bookStay(page, property.id, 'Priya Nair', -2, 0);

      await page.goto('/cleaners');
      await expectScreen(page, CLEANERS);
      const today = page.getByRole('region', { name: "Today's Schedule" });
      const row = today.getByRole('button', { name: 'Turnover at Seaside Loft' });
      await row.waitFor({ timeout: 30_000 });
      await row.getByText('No cleaner yet: assign one').waitFor();
      await row.getByText('Scheduled', { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Cleaners' }).getByRole('article', { name: 'Carla Cleaner' }).waitFor();

      // Assign from the drawer: the cleaner is told and asked to acknowledge.
      const drawer = await openTask(page, today, 'Turnover at Seaside Loft');
      await drawer.getByRole('combobox', { name: 'Assign a cleaner' }).click();
      await page.getByRole('option', { name: 'Carla Cleaner' }).click();
      await drawer.getByRole('button', { name: 'Assign', exact: true }).click();
      await page.getByText('Carla Cleaner is assigned and will be asked to acknowledge.').waitFor();
      await drawer.getByText('Carla Cleaner · waiting for acknowledgement').waitFor();
      const history = drawer.getByRole('region', { name: 'Acknowledgement and history' });
      await history.getByText('Assigned', { exact: true }).waitFor();

      // The cleaner, on their phone (driven through the portal's API): acknowledge, start, tick, photos, a broken lamp, report, complete.
      const taskId = new URL(page.url()).searchParams.get('task')!;
      await cleaner.post(`/api/cleaner/tasks/${taskId}/acknowledge`);
      await drawer.getByText('Carla Cleaner · acknowledged').waitFor({ timeout: 15_000 });
      await history.getByText('Acknowledged', { exact: true }).waitFor();
      await cleaner.post(`/api/cleaner/tasks/${taskId}/start`);
      await drawer.getByText('In Progress', { exact: true }).waitFor({ timeout: 15_000 });
      const portalTask = await cleaner.get<PortalTask>(`/api/cleaner/tasks/${taskId}`);
      const items = portalTask.checklist.flatMap((room) => room.items);
      expect(items.length).toBeGreaterThan(1);
      for (const item of items.slice(0, -1)) await cleaner.post(`/api/cleaner/tasks/${taskId}/checklist`, { itemKey: item.key, done: true });
      await uploadPhoto(cleaner, taskId, await photo(cleaner, '#8a5a44'), 'before');
      await uploadPhoto(cleaner, taskId, await photo(cleaner, '#3f7d5a'), 'after');
      await uploadPhoto(cleaner, taskId, await photo(cleaner, '#2f6f9f'), 'after');
      await cleaner.post(`/api/cleaner/tasks/${taskId}/issues`, { kind: 'damage', description: 'The bedside lamp is broken: the shade is cracked.' });
      const report = await cleaner.context.request.put(`/api/cleaner/tasks/${taskId}/report`, { data: { notes: 'All done. Left two spare towels in the hall cupboard.' }, headers: { origin: new URL(inject('baseURL')).origin } });
      expect(report.ok()).toBe(true);
      await cleaner.post(`/api/cleaner/tasks/${taskId}/complete`);

      // The host sees it finished: before and after side by side, the checklist as ticked, the report, the issue.
      await drawer.getByText('Completed', { exact: true }).first().waitFor({ timeout: 15_000 });
      const photos = drawer.getByRole('region', { name: 'Photos', exact: true });
      await photos.getByRole('region', { name: 'Before photos' }).getByText('Before (1)').waitFor();
      await photos.getByRole('region', { name: 'After photos' }).getByText('After (2)').waitFor();
      await expect.poll(() => imagesLoaded(photos)).toBe(true);
      const checklist = drawer.getByRole('region', { name: 'Checklist' });
      await checklist.getByText(`${items.length - 1} of ${items.length} ticked`).waitFor();
      await drawer.getByRole('region', { name: 'Report' }).getByText('All done. Left two spare towels in the hall cupboard.').waitFor();
      await drawer.getByRole('region', { name: 'Issues (1)' }).getByText('The bedside lamp is broken: the shade is cracked.').waitFor();

      // Click for full size: the photo opens in its own dialog, through its signed link.
      await photos.getByRole('link', { name: /^After photo 1/ }).click();
      const full = page.getByRole('dialog', { name: /^After:/ });
      await full.getByRole('img', { name: 'After photo, full size' }).waitFor();
      await expect.poll(() => imagesLoaded(full)).toBe(true);
      // Escape closes the photo, and leaves the cleaning open under it.
      await page.keyboard.press('Escape');
      await full.waitFor({ state: 'detached' });
      await drawer.waitFor();

      // Rate it: the completion and the cleaner carry the rating.
      const rating = drawer.getByRole('region', { name: 'Rating' });
      await rating.getByRole('button', { name: 'Rate cleaning' }).click();
      await rating.getByText('Choose from 1 to 5 stars.').waitFor();
      const fiveStars = await rating.getByRole('radio', { name: '5 stars' }).getAttribute('id');
      await rating.locator(`label[for="${fiveStars}"]`).click();
      await rating.getByLabel('Comment (optional)').fill('Spotless, and thank you for flagging the lamp.');
      await rating.getByRole('button', { name: 'Rate cleaning' }).click();
      await page.getByText('Rating saved.').waitFor();
      await page.keyboard.press('Escape');
      const completions = page.getByRole('region', { name: 'Recent Completions' });
      const completion = completions.getByRole('button', { name: 'Completed turnover at Seaside Loft' });
      await completion.getByText('3 photos').waitFor();
      await completion.getByText('1 issue').waitFor();
      await completion.getByRole('img', { name: 'Rated 5 of 5' }).waitFor();
      await page.getByRole('region', { name: 'Cleaners' }).getByRole('article', { name: 'Carla Cleaner' }).getByText('1 completed', { exact: false }).waitFor();
    },
  );

  test(
    'a moved stay moves its turnover and re-asks acknowledgement; unacknowledged, it escalates',
    { timeout: 180_000 },
    async ({ page, browser, onTestFinished }) => {
      const { property, cleaner, origin } = await hostWithCleaner(page, browser, onTestFinished, 'Maple House');
      onTestFinished(async () => {
        await fetch(`${origin}/dev/clock`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) });
      });
      // Leaving today: Carla is told at once when assigned (a later cleaning is told 24 hours before).
      const stay = await bookStay(page, property.id, 'Theo Park', -2, 0);

      await page.goto('/cleaners');
      await expectScreen(page, CLEANERS);
      // An hour to acknowledge, rather than the default four.
      const rules = page.getByRole('region', { name: 'Acknowledgement' });
      await rules.getByLabel('Hours to acknowledge').fill('1');
      await rules.getByRole('button', { name: 'Save rules' }).click();
      await page.getByText('Acknowledgement rules saved.').waitFor();
      const today = page.getByRole('region', { name: "Today's Schedule" });
      await today.getByRole('button', { name: 'Turnover at Maple House' }).waitFor({ timeout: 30_000 });
      const drawer = await openTask(page, today, 'Turnover at Maple House');
      await drawer.getByRole('combobox', { name: 'Assign a cleaner' }).click();
      await page.getByRole('option', { name: 'Carla Cleaner' }).click();
      await drawer.getByRole('button', { name: 'Assign', exact: true }).click();
      await drawer.getByText('Carla Cleaner · waiting for acknowledgement').waitFor();
      const taskId = new URL(page.url()).searchParams.get('task')!;
      await cleaner.post(`/api/cleaner/tasks/${taskId}/acknowledge`);
      await drawer.getByText('Carla Cleaner · acknowledged').waitFor({ timeout: 15_000 });
      const windowLine = drawer.getByText(/^\w{3} \d+ \w{3}, \d\d:\d\d – /).first();
      const before = await windowLine.textContent();

      // The guest stays a night longer: the turnover moves with the stay and Carla must acknowledge the change.
      const moved = await page.request.put(`/api/reservations/${stay.id}`, {
        data: { checkInDate: dayFromToday(-2), checkOutDate: dayFromToday(1), guestName: 'Theo Park' },
        headers: { origin },
      });
      expect(moved.ok()).toBe(true);
      await drawer.getByText('Changed: waiting for Carla Cleaner to acknowledge again').waitFor({ timeout: 30_000 });
      await drawer.getByText(/^What changed: /).waitFor();
      expect(await windowLine.textContent()).not.toBe(before);
      await drawer.getByRole('region', { name: 'Acknowledgement and history' }).getByText('Changed: must acknowledge again').waitFor();
      await page.keyboard.press('Escape');
      const coming = page.getByRole('region', { name: 'Coming up' });
      await coming.getByRole('button', { name: 'Turnover at Maple House' }).getByText('Changed: waiting for Carla Cleaner to acknowledge again').waitFor();

      // Nobody answers: past the acknowledgement deadline the escalation job tells the host.
      await apiPost(page, '/dev/clock', { to: new Date(Date.now() + 65 * 60_000).toISOString() });
      // The job run waits for its result (up to 30 s on the server), after the clock's every-minute work catches up.
      const run = await page.request.post('/dev/jobs/run', { data: { name: 'cleaning.escalate-unacknowledged' }, headers: { origin }, timeout: 90_000 });
      expect(run.status()).toBe(200);
      expect(((await run.json()) as { state: string }).state).toBe('completed');
      const needsYou = page.getByRole('region', { name: 'Needs you' });
      const escalated = needsYou.getByRole('button', { name: 'Turnover at Maple House' });
      await escalated.getByText('Carla Cleaner has not acknowledged: reassign or call them').waitFor({ timeout: 30_000 });
      const again = await openTask(page, needsYou, 'Turnover at Maple House');
      await again.getByRole('region', { name: 'Acknowledgement and history' }).getByText('Escalated to you: not acknowledged in time').waitFor();
    },
  );
});

describe('planning the cleanings', () => {
  test('a turnover shows on the dashboard’s timeline and the property’s calendar, each opening its cleaning', async ({ page, browser, onTestFinished }) => {
    const { property } = await hostWithCleaner(page, browser, onTestFinished, 'Willow Cottage');
    await bookStay(page, property.id, 'Ana Souza', -1, 1);
    await page.goto('/cleaners');
    await expectScreen(page, CLEANERS);
    await page.getByRole('region', { name: 'Coming up' }).getByRole('button', { name: 'Turnover at Willow Cottage' }).waitFor({ timeout: 30_000 });

    await page.goto('/dashboard');
    await expectScreen(page, { path: '/dashboard', heading: 'Welcome to Cohost' });
    const turnovers = page.getByLabel('Turnovers', { exact: true });
    await turnovers.getByRole('link', { name: 'Cleaning: No cleaner yet: assign one' }).waitFor();
    const mark = page.getByRole('grid', { name: /^Stays from / }).getByRole('gridcell', { name: /^Turnover at Willow Cottage/ });
    await mark.click();
    await expectScreen(page, CLEANERS);
    await page.getByRole('dialog', { name: 'Turnover at Willow Cottage' }).waitFor();

    await page.goto(`/properties/${property.id}?tab=calendar`);
    await page.getByRole('grid', { name: 'Month calendar' }).getByRole('link', { name: /^Turnover at Willow Cottage/ }).click();
    await expectScreen(page, CLEANERS);
    await page.getByRole('dialog', { name: 'Turnover at Willow Cottage' }).waitFor();
  });

  test('the host sets a cleaner’s days, properties and specialty, a property’s checklist and window, and adds a deep clean', async ({ page, browser, onTestFinished }) => {
    await hostWithCleaner(page, browser, onTestFinished, 'Cedar Flat');
    await page.goto('/cleaners');
    await expectScreen(page, CLEANERS);

    // The cleaner's profile: what assignment reads.
    const card = page.getByRole('region', { name: 'Cleaners' }).getByRole('article', { name: 'Carla Cleaner' });
    await card.getByRole('button', { name: 'Edit Carla Cleaner' }).click();
    const profile = page.getByRole('dialog', { name: 'Carla Cleaner: availability and properties' });
    await profile.getByLabel('Specialty').fill('Deep cleaning');
    for (const day of ['Sat', 'Sun']) await profile.getByText(day, { exact: true }).click();
    await profile.getByLabel('From').fill('09:00');
    await profile.getByLabel('Until').fill('15:00');
    await profile.getByLabel('Properties they work').click();
    await page.getByRole('option', { name: 'Cedar Flat' }).click();
    await profile.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Carla Cleaner's profile saved.").waitFor();
    await card.getByText('Deep cleaning').waitFor();
    await card.getByText('Mon–Fri, 09:00–15:00 · Cedar Flat').waitFor();

    // The property's checklist: a room of short items, one proven by a photo; and its window.
    await page.getByRole('button', { name: 'Checklist and window for Cedar Flat' }).click();
    const editor = page.getByRole('dialog', { name: 'Cedar Flat: cleaning' });
    await editor.getByLabel('Hours after checkout to clean').fill('8');
    await editor.getByRole('button', { name: 'Save window' }).click();
    await page.getByText('Cleaning window saved.').waitFor();
    await editor.getByLabel('New room').fill('Balcony');
    await editor.getByRole('button', { name: 'Add room' }).click();
    const balcony = editor.getByRole('group', { name: 'Balcony' });
    await balcony.getByRole('button', { name: 'Add item' }).click();
    await balcony.getByLabel('Balcony item 1').fill('Sweep and wipe the table');
    await balcony.getByRole('checkbox', { name: 'Sweep and wipe the table needs a photo' }).check();
    await editor.getByRole('button', { name: 'Save checklist' }).click();
    await page.getByText('Checklist saved: new cleanings use it.').waitFor();
    await page.getByRole('button', { name: 'Checklist and window for Cedar Flat' }).click();
    await expect.poll(() => editor.getByLabel('Hours after checkout to clean').inputValue()).toBe('8');
    await editor.getByRole('group', { name: 'Balcony' }).getByLabel('Balcony item 1').waitFor();
    expect(await editor.getByLabel('Balcony item 1').inputValue()).toBe('Sweep and wipe the table');
    await page.keyboard.press('Escape');

    // A deep clean the host asks for, with Carla: its drawer opens, and it carries the new checklist.
    await page.getByRole('button', { name: 'New task' }).click();
    const form = page.getByRole('dialog', { name: 'New cleaning task' });
    await form.getByRole('button', { name: 'Add task' }).waitFor();
    await form.getByRole('combobox', { name: 'Cleaner' }).click();
    await page.getByRole('option', { name: 'Carla Cleaner' }).click();
    await form.getByLabel('Notes for the cleaner').fill('Oven and windows too, please.');
    await form.getByRole('button', { name: 'Add task' }).click();
    await page.getByText('Deep clean added for Carla Cleaner.').waitFor();
    const drawer = page.getByRole('dialog', { name: 'Deep clean at Cedar Flat' });
    await drawer.getByText('Your notes for the cleaner: Oven and windows too, please.').waitFor();
    await drawer.getByRole('region', { name: 'Checklist' }).getByText('Sweep and wipe the table').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Coming up' }).getByRole('button', { name: 'Deep clean at Cedar Flat' }).waitFor();
  });
});

describe('on a phone', () => {
  test.override('device', PHONE);

  test('the screen says what to do when there is nothing yet, and invites a cleaner', async ({ page }) => {
    await signInAsNewHostByPhone(page);
    await page.goto('/cleaners');
    await expectScreen(page, CLEANERS);
    await page.getByRole('link', { name: 'Add a property' }).waitFor();
    await apiPost(page, '/api/properties', { name: 'Harbor Flat', timezone: 'UTC' });
    await page.reload();
    await expectScreen(page, CLEANERS);
    const cleaners = page.getByRole('region', { name: 'Cleaners' });
    await cleaners.getByText('No cleaners on your team yet.', { exact: false }).waitFor();
    await page.getByRole('region', { name: "Today's Schedule" }).getByText('No cleanings today.', { exact: false }).waitFor();
    await cleaners.getByRole('button', { name: 'Invite a cleaner' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite cleaner' });
    const email = uniqueEmail('cleaner');
    await invite.getByLabel("Cleaner's email").fill(email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${email}`).waitFor();
    await invite.getByRole('button', { name: `Cancel the invitation to ${email}` }).waitFor();
  });
});
