import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS, type Me, type SupplyOverview } from '@cohost/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { PHONE, test } from '../support/browser';
import { STRONG_PASSWORD, TEMPLATES, createConfirmedHost, linkIn, signInAsNewHostByPhone, signInByApi, uniqueEmail, waitForMessage } from '../support/accounts';
import { apiPost, dayFromToday } from '../support/calendar';
import { expectScreen } from '../support/expect-screen';

const HOME = { path: '/', heading: 'Your AI co-host for short-term rentals' };
const CLEANER_DASHBOARD = { path: '/cleaner-dashboard', heading: 'Cleaner Dashboard' };
const CLEANER_LOGIN = { path: '/cleaner-login', heading: 'Cleaner Portal' };

/** Chromium logs each refused request as a console error. */
function refusedRequest(status: number, path: string): RegExp {
  return new RegExp(`^console: Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\[[^\\]]*${path}\\]$`);
}

describe('cleaner portal', () => {
  test.override('allowedBrowserErrors', [refusedRequest(401, '/api/accounts/cleaner-sign-in')]);

  test('a host invites a cleaner, who joins from the email and signs in to the portal with the team code', async ({ page }) => {
    const host = await createConfirmedHost(page, 'team-host');
    await signInByApi(page, host);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Team' }).waitFor();
    const cleanerCode = (await page.getByTestId('cleaner-code').textContent())!.trim();

    const cleaner = { name: 'Carla Cleaner', email: uniqueEmail('cleaner'), password: STRONG_PASSWORD };
    await page.getByLabel('Email').fill(cleaner.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${cleaner.email}`).waitFor();
    await page.getByRole('table', { name: 'Pending invitations' }).getByText(cleaner.email).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expectScreen(page, HOME);

    // The email names the team's code and the portal, and links to the invitation.
    const invitation = await waitForMessage(page, { to: cleaner.email, template: TEMPLATES.invitation });
    expect(invitation.text).toContain(`cleaner code is ${cleanerCode}`);
    expect(invitation.text).toContain('/cleaner-login');
    const acceptLink = /https?:\/\/\S+\/accept-invite\?\S+/.exec(invitation.text)![0];

    await page.goto(acceptLink);
    await expectScreen(page, { path: '/accept-invite', heading: 'Join a Team' });
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(cleaner.email);
    await page.getByLabel('Full name').fill(cleaner.name);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(cleaner.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Confirm your email' }).waitFor();

    // The confirmation link signs them in and brings them back to the invitation.
    const confirmation = await waitForMessage(page, { to: cleaner.email, template: TEMPLATES.verifyEmail });
    await page.goto(linkIn(confirmation));
    await expectScreen(page, { path: '/accept-invite', heading: 'Join a Team' });
    await page.getByText(`${host.email} invited you to join`).waitFor();
    await page.getByText('as a cleaner', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expectScreen(page, CLEANER_DASHBOARD);
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expectScreen(page, HOME);

    // The portal: a wrong code gets the server's answer, the right one the cleaner dashboard.
    await page.goto('/cleaner-login');
    await expectScreen(page, CLEANER_LOGIN);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Enter the cleaner code your host gave you').waitFor();
    await page.getByLabel('Cleaner code').fill('ZZZZ9999');
    await page.getByLabel('Email').fill(cleaner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(cleaner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: "That cleaner code, email and password don't match" }).waitFor();

    await page.getByLabel('Cleaner code').fill(cleanerCode);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectScreen(page, CLEANER_DASHBOARD);
    const header = page.getByRole('banner');
    await header.getByText(cleaner.name, { exact: true }).waitFor();
    await header.getByText('Cleaner', { exact: true }).waitFor();
    await header.getByText(`${host.name.split(' ')[0]}'s workspace`, { exact: true }).waitFor();
    await page.getByText('No cleaning assignments yet.', { exact: false }).waitFor();

    // Host screens send a cleaner back to the portal.
    await page.goto('/properties');
    await expectScreen(page, CLEANER_DASHBOARD);
  });

  test('the cleaner dashboard sends signed-out visitors to the portal sign-in, and hosts to their dashboard', async ({ page }) => {
    await page.goto('/cleaner-dashboard');
    await expectScreen(page, CLEANER_LOGIN);

    const host = await createConfirmedHost(page, 'portal-host');
    await signInByApi(page, host);
    await page.goto('/cleaner-dashboard');
    await expectScreen(page, { path: '/dashboard', heading: 'Welcome to Cohost' });
    await page.getByRole('heading', { level: 2, name: 'Team' }).waitFor();
  });
});

/** A JPEG drawn in the page's browser, as a phone camera hands one over. */
async function cameraPhoto(page: Page, color: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  // Evaluated in the browser (the journeys' own types know no DOM).
  const dataUrl = await page.evaluate<string>(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    context.fillStyle = ${JSON.stringify(color)};
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = 'white';
    context.fillRect(80, 80, 240, 160);
    return canvas.toDataURL('image/jpeg', 0.9);
  })()`);
  return { name: `${color.replace('#', '')}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

interface Turnover {
  host: Page;
  taskId: string;
  reservation: { id: string; guestName: string; guestEmail: string; checkInDate: string };
  cleaner: { name: string; email: string; password: string };
  cleanerCode: string;
}

/**
 * The host, in their own browser (Expert mode, cleanings assigned by hand), a property with an
 * address, Carla on the team (joined from the invitation through the API, then signed out), and a
 * stay checking out today whose turnover the host gives to Carla.
 */
async function turnoverGivenToCleaner(page: Page, host: Page): Promise<Turnover> {
  const headers = { origin: new URL(inject('baseURL')).origin };
  await signInAsNewHostByPhone(host);
  const expert = applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert');
  expect((await host.request.put('/api/ai-settings', { data: { settings: { ...expert, cleaning: { ...expert.cleaning, assignment: 'manual' } } }, headers })).status()).toBe(200);
  const property = await apiPost<{ id: string }>(host, '/api/properties', {
    name: 'Seaside Cottage',
    timezone: 'UTC',
    checkInTime: '16:00',
    checkOutTime: '11:00',
    address: { line1: '12 Harbour Road', city: 'Brighton', postalCode: 'BN1 1AA', country: 'GB' },
  });
  const cleanerCode = ((await (await host.request.get('/api/accounts/me')).json()) as Me).workspace.cleanerCode!;

  const cleaner = { name: 'Carla Cleaner', email: uniqueEmail('portal-cleaner'), password: STRONG_PASSWORD };
  const invited = await host.request.post('/api/auth/organization/invite-member', { data: { email: cleaner.email, role: 'cleaner' }, headers });
  expect(invited.status()).toBe(200);
  const invitationId = ((await invited.json()) as { id: string }).id;
  expect((await page.request.post('/api/auth/sign-up/email', { data: { ...cleaner, callbackURL: `/accept-invite?id=${invitationId}` }, headers })).status()).toBe(200);
  await page.request.get(linkIn(await waitForMessage(page, { to: cleaner.email, template: TEMPLATES.verifyEmail })), { maxRedirects: 0 });
  expect((await page.request.post('/api/auth/organization/accept-invitation', { data: { invitationId }, headers })).status()).toBe(200);
  await page.request.post('/api/auth/sign-out', { data: {}, headers });

  // A stay checking out today: its turnover appears, and the host gives it to Carla.
  const stay = { checkInDate: dayFromToday(-2), checkOutDate: dayFromToday(0), guestName: 'Gina Guest', guestEmail: uniqueEmail('guest') };
  const { reservation } = await apiPost<{ reservation: { id: string } }>(host, `/api/properties/${property.id}/reservations`, stay);
  let taskId: string | undefined;
  await expect
    .poll(
      async () => {
        const listed = (await (await host.request.get(`/api/cleaning/tasks?from=${dayFromToday(-1)}&to=${dayFromToday(2)}&propertyId=${property.id}`)).json()) as { tasks: Array<{ id: string; kind: string }> };
        taskId = listed.tasks.find((task) => task.kind === 'turnover')?.id;
        return taskId;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const { cleaners } = (await (await host.request.get('/api/cleaning/cleaners')).json()) as { cleaners: Array<{ id: string; email: string | null }> };
  await apiPost(host, `/api/cleaning/tasks/${taskId}/assign`, { cleanerId: cleaners.find((one) => one.email === cleaner.email)!.id });
  return { host, taskId: taskId!, reservation: { id: reservation.id, ...stay }, cleaner, cleanerCode };
}

/** Carla signs in to the portal with the team's code, email and password. */
async function signInToPortal(page: Page, turnover: Turnover): Promise<void> {
  await page.goto('/cleaner-login');
  await expectScreen(page, CLEANER_LOGIN);
  await page.getByLabel('Cleaner code').fill(turnover.cleanerCode);
  await page.getByLabel('Email').fill(turnover.cleaner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(turnover.cleaner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectScreen(page, CLEANER_DASHBOARD);
}

/** The portal link in the newest notice of `template` to Carla. */
async function portalLinkIn(page: Page, turnover: Turnover, template: string): Promise<string> {
  const notice = await waitForMessage(page, { to: turnover.cleaner.email, template });
  const link = new URL(/https?:\/\/\S+\/cleaner-dashboard\?task=\S+/.exec(notice.text)![0]);
  expect(link.searchParams.get('task')).toBe(turnover.taskId);
  return link.pathname + link.search;
}

describe('cleaner portal on a phone', () => {
  test.override('device', PHONE);
  // The dropped connection the journey makes is logged by Chromium.
  test.override('allowedBrowserErrors', [/^console: Failed to load resource: net::ERR_CONNECTION_RESET/]);

  test('a stay is booked, its turnover is given to the cleaner, who acknowledges, starts, ticks, sends photos, reports a broken lamp, counts supplies, reports and completes', async ({ page, browser }) => {
    const hostContext = await browser.newContext({ baseURL: inject('baseURL'), extraHTTPHeaders: { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` } });
    try {
      const turnover = await turnoverGivenToCleaner(page, await hostContext.newPage());
      const { host, taskId } = turnover;
      // Carla is told, with a link into the portal; she signs in with the team's code and follows it.
      const link = await portalLinkIn(page, turnover, 'cleaning.task-assigned');
      await signInToPortal(page, turnover);
      await page.goto(link);
      const card = page.getByRole('article', { name: 'Seaside Cottage' });
      await card.waitFor();
      await card.getByText('12 Harbour Road, Brighton, BN1 1AA').waitFor();
      await card.getByText('Pending', { exact: true }).waitFor();
      await card.getByText('New assignment: please confirm you will do it.').waitFor();
      await card.getByRole('button', { name: 'Acknowledge', exact: true }).click();
      await card.getByText('New assignment: please confirm you will do it.').waitFor({ state: 'detached' });

      await card.getByRole('button', { name: 'Start' }).click();
      await card.getByText('In progress', { exact: true }).waitFor();
      await card.getByRole('button', { name: /^Hide Checklist/ }).waitFor();
      // An item that needs a photo takes one from the camera, right under it.
      await card.getByLabel(/^Photo of /).first().setInputFiles(await cameraPhoto(page, '#c9b458'));
      await card.getByText('1 photo', { exact: true }).waitFor({ timeout: 20_000 });
      const boxes = card.getByRole('checkbox');
      const count = await boxes.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) await boxes.nth(index).check();
      await card.getByRole('button', { name: `Hide Checklist (${count}/${count})` }).waitFor();
      await card.getByRole('button', { name: /^Hide Checklist/ }).click();
      await card.getByRole('button', { name: `View Checklist (${count}/${count})` }).waitFor();

      // The phone's connection drops under the first part sent: the upload asks where it stands and resumes.
      let dropped = 0;
      await page.route('**/api/cleaner/photo-uploads/*', async (route) => {
        if (route.request().method() === 'PATCH' && dropped === 0) {
          dropped++;
          await route.abort('connectionreset');
        } else await route.fallback();
      });
      await card.getByLabel('Add before photos').setInputFiles([await cameraPhoto(page, '#8a6d3b'), await cameraPhoto(page, '#5b7f95')]);
      await card.getByText('Before photos (2)').waitFor({ timeout: 20_000 });
      expect(dropped).toBe(1);
      await page.unroute('**/api/cleaner/photo-uploads/*');
      await card.getByLabel('Add after photos').setInputFiles(await cameraPhoto(page, '#3b8a5a'));
      await card.getByText('After photos (2)').waitFor({ timeout: 20_000 });
      await expect.poll(() => card.locator('img[alt^="Before photo"]').evaluateAll((images) => images.every((image) => (image as unknown as { naturalWidth: number }).naturalWidth > 0))).toBe(true);

      await card.getByRole('button', { name: 'Report a problem' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report a problem at Seaside Cottage' });
      await dialog.getByLabel('What is wrong?').fill('The bedroom lamp is broken');
      await dialog.getByLabel('Add photos of the problem').setInputFiles(await cameraPhoto(page, '#aa3333'));
      await dialog.getByText('1 photo ready.').waitFor({ timeout: 20_000 });
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByText('The bedroom lamp is broken (1 photo)').waitFor();

      await card.getByLabel('Toilet paper left').fill('4');
      await card.getByLabel('Dish soap left').fill('1');
      await card.getByRole('button', { name: 'Save count' }).click();
      await card.getByText('Counted: Dish soap 1, Toilet paper 4').waitFor();

      await card.getByLabel('Notes for your host').fill('All clean. The bedroom lamp needs replacing.');
      await card.getByRole('button', { name: 'Submit Report' }).click();
      await card.getByText(/^Report sent/).waitFor();

      await card.getByRole('button', { name: 'Complete' }).click();
      await card.getByText('Completed', { exact: true }).waitFor();

      // The host sees the completed cleaning with its photos, problem and report.
      const detail = (await (await host.request.get(`/api/cleaning/tasks/${taskId}`)).json()) as { status: string; photos: Array<{ phase: string }>; issues: Array<{ description: string }>; report: { notes: string } | null };
      expect(detail.status).toBe('completed');
      expect(detail.photos.map((photo) => photo.phase).sort()).toEqual(['after', 'after', 'before', 'before']);
      expect(detail.issues.map((issue) => issue.description)).toEqual(['The bedroom lamp is broken']);
      expect(detail.report?.notes).toBe('All clean. The bedroom lamp needs replacing.');

      // The count reached supplies (cleaning.supplies-counted): toilet paper at 4 of a par of 24 is low, and its card says so.
      const stockOf = async () => {
        await apiPost(host, '/dev/jobs/run', { name: 'events.deliver' });
        const overview = (await (await host.request.get('/api/supplies')).json()) as SupplyOverview;
        return overview.properties.find((property) => property.name === 'Seaside Cottage')?.items.find((item) => item.key === 'toilet-paper')?.stock;
      };
      await expect.poll(stockOf, { timeout: 20_000 }).toBe(4);
      await host.goto('/supplies');
      await host.getByRole('table', { name: 'Seaside Cottage items' }).getByRole('row', { name: 'Toilet paper' }).getByText('Low').waitFor();
    } finally {
      await hostContext.close();
    }
  });
  test('a moved stay moves the cleaning and asks the cleaner to acknowledge the change', async ({ page, browser }) => {
    const hostContext = await browser.newContext({ baseURL: inject('baseURL'), extraHTTPHeaders: { 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` } });
    try {
      const turnover = await turnoverGivenToCleaner(page, await hostContext.newPage());
      await signInToPortal(page, turnover);
      await page.goto(await portalLinkIn(page, turnover, 'cleaning.task-assigned'));
      const card = page.getByRole('article', { name: 'Seaside Cottage' });
      await card.getByRole('button', { name: 'Acknowledge', exact: true }).click();
      await card.getByText('New assignment: please confirm you will do it.').waitFor({ state: 'detached' });

      // The guest stays a night longer: the cleaning moves to tomorrow and Carla is asked again.
      const { id, ...stay } = turnover.reservation;
      const moved = await turnover.host.request.put(`/api/reservations/${id}`, { data: { ...stay, checkOutDate: dayFromToday(1) }, headers: { origin: new URL(inject('baseURL')).origin } });
      expect(moved.status()).toBe(200);
      await page.goto(await portalLinkIn(page, turnover, 'cleaning.task-changed'));
      const changed = page.getByRole('article', { name: 'Seaside Cottage' });
      await changed.getByText(/^This cleaning changed: the stay’s checkout moved/).waitFor();
      await changed.getByText(new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${dayFromToday(1)}T12:00:00Z`))).waitFor();
      await changed.getByRole('button', { name: 'Acknowledge change' }).click();
      await changed.getByText(/^This cleaning changed/).waitFor({ state: 'detached' });
    } finally {
      await hostContext.close();
    }
  });
});
