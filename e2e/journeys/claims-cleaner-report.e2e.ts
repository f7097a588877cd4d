import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type ClaimCaseList } from '@cohost/shared';
import { writeFile } from 'node:fs/promises';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { describe, expect, inject, onTestFinished } from 'vitest';
import { signInAsNewHostByPhone } from '../support/accounts';
import { PHONE, test } from '../support/browser';
import { airbnbFeed, apiPost, dayFromToday, startFeedServer } from '../support/calendar';
import { expectScreen } from '../support/expect-screen';
import { addTeamCleaner } from '../support/team-cleaner';

const HOUR = 3_600_000;

/** A phone camera's JPEG: a room with a lamp (or its broken pieces), the capture time in its EXIF. */
async function cameraPhoto(name: string, takenAt: Date, lamp: 'standing' | 'broken'): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  // No two shots are the same picture: the phone moved a little between them.
  const shift = (takenAt.getTime() / 60_000) % 17;
  const width = 640;
  const height = 480;
  const shade = lamp === 'standing' ? '<polygon points="400,120 480,120 500,200 380,200" fill="#e8c872"/><rect x="436" y="200" width="8" height="200" fill="#555"/>' : '<polygon points="300,400 360,380 400,420 330,440" fill="#e8c872"/><rect x="380" y="430" width="200" height="8" fill="#555"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d9d2c5"/><rect y="380" width="100%" height="100" fill="#8a6d3b"/><rect x="${60 + shift}" y="260" width="220" height="120" fill="#5b7f95"/>${shade}</svg>`;
  const wall = takenAt.toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', ':');
  const buffer = await sharp(Buffer.from(svg))
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Journey', Model: 'Phone' }, IFD2: { DateTimeOriginal: wall, OffsetTimeOriginal: '+00:00' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The text and image count of every page of a PDF, as a reader's viewer would draw it. */
async function readPdf(bytes: Buffer): Promise<{ text: string; images: number }> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  let text = '';
  let images = 0;
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('')}\n`;
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject).length;
  }
  return { text, images };
}

const at = (day: number, hour: number) => new Date(`${dayFromToday(day)}T${String(hour).padStart(2, '0')}:00:00.000Z`);

describe('claims from a cleaner report', () => {
  test.override('device', PHONE);

  test(
    'a broken lamp reported with photos opens a case on the Airbnb stay; the guest is asked; 24 h later Airbnb opens; the packet shows the photos',
    { timeout: 240_000 },
    async ({ page, browser }) => {
      const origin = new URL(inject('baseURL')).origin;
      const moveClock = (to: Date) => apiPost(page, '/dev/clock', { to: to.toISOString() });
      onTestFinished(async () => {
        await fetch(`${origin}/dev/clock`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) });
      });

      // The host: Expert mode with cleanings assigned by hand, a property on UTC, two Airbnb stays back to back.
      await signInAsNewHostByPhone(page);
      const expert = applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert');
      expect((await page.request.put('/api/ai-settings', { data: { settings: { ...expert, cleaning: { ...expert.cleaning, assignment: 'manual' } } }, headers: { origin } })).status()).toBe(200);
      const property = await apiPost<{ id: string }>(page, '/api/properties', { name: 'Lamplight Loft', timezone: 'UTC', checkInTime: '16:00', checkOutTime: '11:00' });
      const feed = await startFeedServer(
        airbnbFeed([
          { code: 'HMFIRST111', from: 1, nights: 2 },
          { code: 'HMLAMP2222', from: 3, nights: 2 },
        ]),
      );
      onTestFinished(() => feed.close());
      await apiPost(page, `/api/properties/${property.id}/feeds`, { url: feed.url, source: 'airbnb' });
      const cleaner = await addTeamCleaner(page, browser, 'Carla Cleaner', onTestFinished);
      const { cleaners } = (await (await page.request.get('/api/cleaning/cleaners')).json()) as { cleaners: Array<{ id: string; email: string | null }> };
      const cleanerId = cleaners.find((one) => one.email === cleaner.email)!.id;

      /** The turnover after the stay leaving on `day`, given to Carla. */
      const turnoverOn = async (day: number) => {
        let taskId: string | undefined;
        await expect
          .poll(
            async () => {
              await apiPost(page, '/dev/jobs/run', { name: 'events.deliver' });
              const listed = (await (await page.request.get(`/api/cleaning/tasks?from=${dayFromToday(day)}&to=${dayFromToday(day)}&propertyId=${property.id}`)).json()) as { tasks: Array<{ id: string; kind: string }> };
              taskId = listed.tasks.find((task) => task.kind === 'turnover')?.id;
              return taskId;
            },
            { timeout: 30_000 },
          )
          .toBeTruthy();
        await apiPost(page, `/api/cleaning/tasks/${taskId}/assign`, { cleanerId });
        return taskId!;
      };

      const portal = await cleaner.context.newPage();
      await portal.setViewportSize({ width: 390, height: 844 });
      /** Carla opens the task on her phone, starts it and sends photos of the living room. */
      const cleanWithPhotos = async (taskId: string, photos: { before: Date; after: Date }, lamp: { before: 'standing' | 'broken'; after: 'standing' | 'broken' }) => {
        await portal.goto(`/cleaner-dashboard?task=${taskId}`);
        const card = portal.locator(`article#task-${taskId}`);
        await card.waitFor();
        const acknowledge = card.getByRole('button', { name: 'Acknowledge', exact: true });
        if (await acknowledge.isVisible()) await acknowledge.click();
        await card.getByRole('button', { name: 'Start' }).click();
        await card.getByText('In progress', { exact: true }).waitFor();
        await card.getByLabel('Add before photos').setInputFiles(await cameraPhoto('living-before.jpg', photos.before, lamp.before));
        await card.getByText('Before photos (1)').waitFor({ timeout: 20_000 });
        await card.getByLabel('Add after photos').setInputFiles(await cameraPhoto('living-after.jpg', photos.after, lamp.after));
        await card.getByText('After photos (1)').waitFor({ timeout: 20_000 });
        return card;
      };

      // Day +3, noon: the first guest has left; Carla cleans and photographs the lamp standing.
      await moveClock(at(3, 12));
      const firstTurnover = await turnoverOn(3);
      let card = await cleanWithPhotos(firstTurnover, { before: new Date(at(3, 12).getTime() - 0.75 * HOUR), after: new Date(at(3, 12).getTime() - 0.25 * HOUR) }, { before: 'standing', after: 'standing' });
      await card.getByRole('button', { name: 'Complete' }).click();
      await card.getByText('Completed', { exact: true }).waitFor();

      // Day +5, noon: the second guest (HMLAMP2222) has left; the lamp is broken.
      await moveClock(at(5, 12));
      const secondTurnover = await turnoverOn(5);
      card = await cleanWithPhotos(secondTurnover, { before: new Date(at(5, 12).getTime() - 0.75 * HOUR), after: new Date(at(5, 12).getTime() - 0.25 * HOUR) }, { before: 'broken', after: 'broken' });
      await card.getByRole('button', { name: 'Report a problem' }).click();
      const dialog = portal.getByRole('dialog', { name: 'Report a problem at Lamplight Loft' });
      await dialog.getByLabel('What is wrong?').fill('The living-room floor lamp is broken: the shade is cracked');
      await dialog.getByLabel('Add photos of the problem').setInputFiles(await cameraPhoto('lamp.jpg', new Date(at(5, 12).getTime() - 0.5 * HOUR), 'broken'));
      await dialog.getByText('1 photo ready.').waitFor({ timeout: 20_000 });
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByRole('button', { name: 'Complete' }).click();
      await card.getByText('Completed', { exact: true }).waitFor();

      // The host's /claims: a damage case on the second guest's stay, from the cleaner's report.
      let caseId: string | undefined;
      await expect
        .poll(
          async () => {
            await apiPost(page, '/dev/jobs/run', { name: 'events.deliver' });
            const list = (await (await page.request.get('/api/claims/cases?status=open')).json()) as ClaimCaseList;
            caseId = list.cases.find((one) => one.source === 'cleaner-report')?.id;
            return caseId;
          },
          { timeout: 30_000 },
        )
        .toBeTruthy();
      await page.goto('/claims');
      await expectScreen(page, { path: '/claims', heading: 'Claims' });
      await page.getByRole('link', { name: /living-room floor lamp is broken/i }).click();
      await page.getByRole('heading', { level: 1, name: /living-room floor lamp is broken/i }).waitFor();
      await page.getByLabel('Stay').getByText('HMLAMP2222').waitFor();
      await page.getByLabel('Stay').getByText('Airbnb').waitFor();
      const evidence = page.getByRole('region', { name: 'Evidence' });
      await evidence.getByRole('region', { name: 'Before the stay' }).getByRole('img').first().waitFor();
      await evidence.getByRole('region', { name: 'After the stay' }).getByRole('img').first().waitFor();

      // The lamp's cost, then the guest is asked to pay; Airbnb waits for their 24 hours.
      const items = page.getByRole('region', { name: 'Items and cost' });
      await items.getByRole('button', { name: 'Add item' }).click();
      await items.getByLabel('Item 1 name').fill('Floor lamp');
      await items.getByLabel('Item 1 cost in dollars').fill('140');
      await items.getByRole('button', { name: 'Save items' }).click();
      await items.getByText('Estimate $140').waitFor();
      const nextStep = page.getByRole('region', { name: 'Next step' });
      await nextStep.getByRole('button', { name: 'Ask the guest' }).click();
      const ask = page.getByRole('dialog', { name: 'Ask the guest' });
      await ask.getByLabel('Message to the guest').fill('Hi, the floor lamp in the living room was broken during your stay. Could you cover the $140 replacement?');
      await ask.getByRole('button', { name: 'Send the request' }).click();
      await ask.waitFor({ state: 'detached' });
      await expect.poll(() => nextStep.getByRole('button', { name: 'File with the platform' }).isDisabled()).toBe(true);
      await nextStep.getByText(/Not now: .*24 hours/).waitFor();

      // A day and an hour later the guest has not paid: the Airbnb step opens.
      await moveClock(new Date(at(5, 13).getTime() + 25 * HOUR));
      await page.reload();
      await expect.poll(() => page.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'File with the platform' }).isEnabled(), { timeout: 20_000 }).toBe(true);

      // The packet: its PDF shows the before and after photos with their capture times.
      const packet = page.getByRole('region', { name: 'Evidence packet' });
      await packet.getByRole('button', { name: /^(Build|Rebuild) the packet$/ }).click();
      const pdfLink = packet.getByRole('link', { name: 'PDF' });
      await pdfLink.waitFor({ timeout: 60_000 });
      const response = await page.request.get(new URL((await pdfLink.getAttribute('href')) ?? '', origin).toString());
      expect(response.status()).toBe(200);
      const pdf = await response.body();
      await writeFile('/tmp/claims-journey-packet.pdf', pdf).catch(() => undefined);
      const { text, images } = await readPdf(pdf);
      expect(images).toBeGreaterThanOrEqual(5);
      expect(text).toContain('HMLAMP2222');
      // Each photo with the device's capture time and who took it: the lamp standing before the stay, broken after it.
      const shown = (at: Date) => `${at.getUTCDate()} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][at.getUTCMonth()]} ${at.getUTCFullYear()}`;
      expect(text).toContain(`BEFORE · No checklist item`);
      expect(text).toContain(`Taken ${shown(at(3, 12))}, 11:15:00 UTC (device clock)`);
      expect(text).toContain(`AFTER · No checklist item`);
      expect(text).toContain(`Taken ${shown(at(5, 12))}, 11:45:00 UTC (device clock)`);
      expect(text).toContain('By Carla Cleaner');
    },
  );
});
